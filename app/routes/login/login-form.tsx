import type { FormEvent } from "react";
import { EmailInput } from "#app/features/session/email-input.tsx";
import type { AccountFormProps } from "#app/features/session/field-errors.ts";
import { PasswordInput } from "#app/features/session/password-input.tsx";
import { useDelayedPending } from "#app/ui/delayed-pending.ts";
import { FormField } from "#app/ui/form-field.tsx";

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginFormProps = AccountFormProps<LoginValues>;

/** The login form's fields (AccountFormProps says where its submit button is). */
export function LoginForm({ id = "login-form", onSubmit, fieldErrors = {}, formError, pending = false }: LoginFormProps) {
  const busy = useDelayedPending(pending);
  function handle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") });
  }
  return (
    <form id={id} className="form" noValidate onSubmit={handle} aria-busy={busy || undefined}>
      {formError ? (
        <p className="form__error" role="alert" tabIndex={-1} data-form-error>
          <span aria-hidden="true">✗ </span>
          {formError}
        </p>
      ) : null}
      <FormField label="Email" error={fieldErrors.email}>
        {(control) => <EmailInput {...control} autoComplete="username" />}
      </FormField>
      <FormField label="Password" error={fieldErrors.password}>
        {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" required />}
      </FormField>
    </form>
  );
}
