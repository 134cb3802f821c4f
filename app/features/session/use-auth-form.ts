import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { FieldError } from "#core/validation.ts";
import { continueTarget } from "./continue-to.ts";
import { type SplitErrors, splitFieldErrors, useFocusFirstError } from "./field-errors.ts";
import { NETWORK_PROBLEM } from "./queries.ts";

interface AuthResultLike {
  ok: boolean;
  fieldErrors: readonly FieldError[];
}

export interface AuthFormOptions<K extends string, V> {
  formId: string;
  fields: readonly K[];
  rename?: Record<string, K>;
  /** The client-side courtesy check; the server checks the same rules again. */
  check: (values: V) => readonly FieldError[];
  send: (values: V) => Promise<AuthResultLike>;
}

/**
 * The submit cycle both account forms share: courtesy check, one request at a time (a second tap
 * while sending does nothing), field errors next to their fields with focus on the first, and on
 * success on to `?redirect=` or the next step of the flow.
 */
export function useAuthForm<K extends string, V>({ formId, fields, rename, check, send }: AuthFormOptions<K, V>) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<SplitErrors<K>>({ fields: {}, form: null });
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  useFocusFirstError(formId, attempt);

  function fail(next: SplitErrors<K>) {
    setErrors(next);
    setAttempt((n) => n + 1);
  }

  async function submit(values: V) {
    if (inFlight.current) return;
    const local = check(values);
    if (local.length > 0) return fail(splitFieldErrors(local, fields, rename));
    inFlight.current = true;
    setPending(true);
    let succeeded = false;
    try {
      const result = await send(values);
      if (!result.ok) return fail(splitFieldErrors(result.fieldErrors, fields, rename));
      succeeded = true;
      setErrors({ fields: {}, form: null });
      await navigate(await continueTarget(search, queryClient), { replace: true });
    } catch {
      // Signed in but the next step could not be asked: /scan's guards will work it out.
      if (succeeded) void navigate("/scan", { replace: true });
      else fail({ fields: {}, form: NETWORK_PROBLEM });
    } finally {
      // After a success the page is on its way out: it stays busy, so nothing is sent twice.
      if (!succeeded) {
        inFlight.current = false;
        setPending(false);
      }
    }
  }

  return { submit, errors, pending };
}
