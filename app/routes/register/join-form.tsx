import type { FormEvent, InputHTMLAttributes } from "react";
import { useDelayedPending } from "#app/ui/delayed-pending.ts";
import { type FieldControlProps, FormField } from "#app/ui/form-field.tsx";
import { DISPLAY_NAME_MAX } from "#core/validation.ts";

/** The nickname (API: displayName) as both sign-ups ask for it. */
export function NicknameInput(props: FieldControlProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      {...props}
      className="input"
      name="displayName"
      autoComplete="nickname"
      autoCapitalize="words"
      maxLength={DISPLAY_NAME_MAX}
      required
    />
  );
}

export interface JoinFormProps {
  onSubmit: (values: { displayName: string }) => void;
  fieldError?: string | null;
  formError?: string | null;
  pending?: boolean;
}

/** One field: the nickname shown on the leaderboard. The Join button sits in the bottom bar (`form="join-form"`). */
export function JoinForm({ onSubmit, fieldError, formError, pending = false }: JoinFormProps) {
  const busy = useDelayedPending(pending);
  function handle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    onSubmit({ displayName: String(new FormData(event.currentTarget).get("displayName") ?? "") });
  }
  return (
    <form id="join-form" className="form" noValidate onSubmit={handle} aria-busy={busy || undefined}>
      {formError ? (
        <p className="form__error" role="alert" tabIndex={-1} data-form-error>
          {formError}
        </p>
      ) : null}
      <FormField label="Nickname" hint="Shown on the event's leaderboard with your score." error={fieldError}>
        {(control) => <NicknameInput {...control} enterKeyHint="go" />}
      </FormField>
    </form>
  );
}
