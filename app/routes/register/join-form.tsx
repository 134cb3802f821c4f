import { type FormEvent, type InputHTMLAttributes, useLayoutEffect, useRef } from "react";
import { takePaintedField } from "#app/shell/page-paint.ts";
import { Button } from "#app/ui/button.tsx";
import { useDelayedPending } from "#app/ui/delayed-pending.ts";
import { type FieldControlProps, FormField } from "#app/ui/form-field.tsx";
import { JOIN_FORM } from "#core/page-intros.ts";
import { DISPLAY_NAME_MAX } from "#core/validation.ts";

/**
 * The nickname (API: displayName) as both sign-ups ask for it. It takes over what was typed in the
 * server's painted join form before the scripts arrived (shell/page-paint.ts).
 */
export function NicknameInput(props: FieldControlProps & InputHTMLAttributes<HTMLInputElement>) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => takePaintedField(ref.current), []);
  return (
    <input
      {...props}
      ref={ref}
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
  /** A free name the server offers for a taken one: one tap puts it in the field and joins. */
  suggestion?: string | null;
}

/** One field: the nickname shown on the leaderboard. The Join button sits in the bottom bar (`form="join-form"`). */
export function JoinForm({ onSubmit, fieldError, formError, pending = false, suggestion }: JoinFormProps) {
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
      <FormField label={JOIN_FORM.label} hint={JOIN_FORM.hint} error={fieldError}>
        {(control) => <NicknameInput {...control} enterKeyHint="go" />}
      </FormField>
      {suggestion ? (
        <Button
          variant="secondary"
          block
          data-testid="name-suggestion"
          onClick={(event) => {
            const form = event.currentTarget.form;
            const input = form?.elements.namedItem("displayName");
            if (input instanceof HTMLInputElement) input.value = suggestion;
            form?.requestSubmit();
          }}
        >
          Join as “{suggestion}”
        </Button>
      ) : null}
    </form>
  );
}
