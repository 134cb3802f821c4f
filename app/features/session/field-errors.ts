import { useEffect, useRef } from "react";
import { showField } from "#app/ui/form-field.tsx";
import type { FieldError } from "#core/validation.ts";

/**
 * What an account form (login, register) takes: its submit button lives in the page's bottom bar
 * and points at the form with `form={id}`, so the main action stays in thumb reach.
 */
export interface AccountFormProps<V> {
  id?: string;
  onSubmit: (values: V) => void;
  fieldErrors?: Partial<Record<keyof V, string>>;
  /** A message about the whole form; for a login one generic message: never say which part was wrong. */
  formError?: string | null;
  pending?: boolean;
}

export interface SplitErrors<K extends string> {
  fields: Partial<Record<K, string>>;
  /** A message about the whole form (wrong credentials, rate limit). */
  form: string | null;
  /** A value the server offers instead of what was typed (a free nickname near a taken one). */
  suggestion?: string | null;
}

/**
 * The server's (or the client's courtesy) field errors → one message per form field plus the
 * whole-form message. `rename` maps API field names to the form's own (acceptTerms → consent);
 * an error about a field the form does not show becomes the form message rather than vanishing.
 */
export function splitFieldErrors<K extends string>(
  errors: readonly FieldError[],
  known: readonly K[],
  rename: Record<string, K> = {},
): SplitErrors<K> {
  const fields: Partial<Record<K, string>> = {};
  let form: string | null = null;
  let suggestion: string | null = null;
  for (const { field, message, suggestion: offered } of errors) {
    suggestion ??= offered ?? null;
    const name = rename[field] ?? field;
    const key = known.find((k) => k === name);
    if (key) fields[key] ??= message;
    else form ??= message;
  }
  return { fields, form, suggestion };
}

/**
 * After a failed submit, focus the first invalid field in document order (or the form message
 * when no field is at fault), so a screen-reader or keyboard user lands on what needs fixing.
 * `attempt` changes on every submit, so the same errors twice still move focus.
 */
export function useFocusFirstError(formId: string, attempt: number) {
  const last = useRef(0);
  useEffect(() => {
    if (attempt === 0 || attempt === last.current) return;
    last.current = attempt;
    const form = document.getElementById(formId);
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]');
    if (target) showField(target);
  }, [formId, attempt]);
}
