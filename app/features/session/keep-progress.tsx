import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import type { FieldError } from "#core/validation.ts";
import { emailSchema, PASSWORD_MIN, passwordSchema } from "#core/validation.ts";
import { ConsentField } from "./consent-field.tsx";
import { EmailInput } from "./email-input.tsx";
import { type SplitErrors, splitFieldErrors, useFocusFirstError } from "./field-errors.ts";
import { PasswordInput } from "./password-input.tsx";
import { meQueryOptions, NETWORK_PROBLEM, useKeepProgressMutation, userOf } from "./queries.ts";

const FIELDS = ["email", "password", "consent"] as const;
type Field = (typeof FIELDS)[number];

/** The client's courtesy check; the server checks the same again. */
function check(email: string, password: string, consent: boolean): FieldError[] {
  const out: FieldError[] = [];
  const e = emailSchema.safeParse(email);
  if (!e.success) out.push({ field: "email", message: e.error.issues[0]?.message ?? "Check the e-mail." });
  const p = passwordSchema.safeParse(password);
  if (!p.success) out.push({ field: "password", message: p.error.issues[0]?.message ?? "Check the password." });
  if (!consent) out.push({ field: "consent", message: "Accept the rules and the privacy notice to keep your account." });
  return out;
}

/** The signed-in rider when they are a guest, else null (signed out, or an account with e-mail). */
function useGuest() {
  const me = useQuery(meQueryOptions()).data;
  return me?.isGuest ? me : null;
}

/**
 * A guest adds an e-mail and password to the account they play with (keepProgress), so they can
 * sign in on any phone later; the session goes on. Renders nothing for anyone but a guest.
 */
export function KeepProgress() {
  const guest = useGuest();
  const formId = `keep-${useId()}`;
  const keep = useKeepProgressMutation();
  const [errors, setErrors] = useState<SplitErrors<Field>>({ fields: {}, form: null });
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const inFlight = useRef(false);
  useFocusFirstError(formId, attempt);

  if (saved) {
    return (
      <p className="keep-progress" role="status">
        Saved. Sign in with <strong>{saved}</strong> on any phone to carry on.
      </p>
    );
  }
  if (!guest) return null;

  function fail(next: SplitErrors<Field>) {
    setErrors(next);
    setAttempt((n) => n + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    const acceptTerms = data.get("consent") === "on";
    const local = check(email, password, acceptTerms);
    if (local.length > 0) return fail(splitFieldErrors(local, FIELDS));
    inFlight.current = true;
    try {
      const result = await keep.mutateAsync({ email, password, acceptTerms });
      if (result.ok) setSaved(userOf(result.user)?.email ?? email);
      else fail(splitFieldErrors(result.fieldErrors, FIELDS, { acceptTerms: "consent" }));
    } catch {
      fail({ fields: {}, form: NETWORK_PROBLEM });
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <details className="disclosure keep-progress" data-testid="keep-progress">
      <summary>Keep your progress</summary>
      <form id={formId} className="form" noValidate onSubmit={onSubmit}>
        <p className="muted small">
          You play as a guest: clearing this browser loses your account. Add an e-mail and a password to sign in anywhere.
        </p>
        {errors.form ? (
          <p className="form__error" role="alert" tabIndex={-1} data-form-error>
            {errors.form}
          </p>
        ) : null}
        <FormField label="Email" hint="Only for signing in. Never shown." error={errors.fields.email}>
          {(control) => <EmailInput {...control} autoComplete="email" />}
        </FormField>
        <FormField label="Password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.fields.password}>
          {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" minLength={PASSWORD_MIN} required />}
        </FormField>
        <ConsentField formId={formId} error={errors.fields.consent}>
          I accept the rules and the privacy notice.
        </ConsentField>
        <Button type="submit" variant="primary" block pending={keep.isPending} pendingLabel="Saving…">
          Keep my progress
        </Button>
      </form>
    </details>
  );
}
