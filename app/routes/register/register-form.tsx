import { type FormEvent, useState } from "react";
import { ConsentField } from "#app/features/session/consent-field.tsx";
import { EmailInput } from "#app/features/session/email-input.tsx";
import type { AccountFormProps } from "#app/features/session/field-errors.ts";
import { PasswordInput } from "#app/features/session/password-input.tsx";
import { useDelayedPending } from "#app/ui/delayed-pending.ts";
import { FormField } from "#app/ui/form-field.tsx";
import { MaskInput } from "#app/ui/mask-input.tsx";
import { PASSWORD_MIN } from "#core/validation.ts";
import { NicknameInput } from "./join-form.tsx";
import { PrivacyNotice } from "./privacy-notice.tsx";

export interface RegisterValues {
  displayName: string;
  email: string;
  password: string;
  phone: string;
  consent: boolean;
}

export type RegisterFormProps = AccountFormProps<RegisterValues>;

/** International format, digits only, up to E.164's 15 digits. The server checks 7–15 digits. */
const PHONE_MASK = "+000 000 000 000 000";

/** The registration form's fields; the submit button sits in the bottom bar (`form={id}`). */
export function RegisterForm({ id = "register-form", onSubmit, fieldErrors = {}, formError, pending = false }: RegisterFormProps) {
  const [phone, setPhone] = useState("");
  const busy = useDelayedPending(pending);
  function handle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    onSubmit({
      displayName: String(data.get("displayName") ?? ""),
      email: String(data.get("email") ?? ""),
      password: String(data.get("password") ?? ""),
      phone: phone ? `+${phone}` : "",
      consent: data.get("consent") === "on",
    });
  }
  return (
    <form id={id} className="form" noValidate onSubmit={handle} aria-busy={busy || undefined}>
      {formError ? (
        <p className="form__error" role="alert" tabIndex={-1} data-form-error>
          {formError}
        </p>
      ) : null}
      <FormField label="Nickname" hint="Shown on the event's leaderboard with your score." error={fieldErrors.displayName}>
        {(control) => <NicknameInput {...control} />}
      </FormField>
      <FormField label="Email" hint="Only for signing in. Never shown." error={fieldErrors.email}>
        {(control) => <EmailInput {...control} autoComplete="email" />}
      </FormField>
      <FormField label="Password" hint={`At least ${PASSWORD_MIN} characters. A short sentence works well.`} error={fieldErrors.password}>
        {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" minLength={PASSWORD_MIN} required />}
      </FormField>
      <FormField label="Phone (optional)" hint="With country code, e.g. +44 20 7946 0958." error={fieldErrors.phone}>
        {(control) => (
          <MaskInput {...control} name="phone" type="tel" inputMode="tel" autoComplete="tel" mask={PHONE_MASK} onAccept={setPhone} />
        )}
      </FormField>
      <ConsentField formId={id} error={fieldErrors.consent}>
        I accept the rules and the privacy notice: my nickname and score appear on the event's leaderboard.
      </ConsentField>
      <PrivacyNotice />
    </form>
  );
}
