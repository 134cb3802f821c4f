import type { ReactNode } from "react";
import { FieldError } from "#app/ui/form-field.tsx";

export interface ConsentFieldProps {
  /** The form's id: the error's id derives from it. */
  formId: string;
  error?: string | null;
  children: ReactNode;
}

/** The consent box of the account forms (`name="consent"`), its error tied to it like a field's. */
export function ConsentField({ formId, error, children }: ConsentFieldProps) {
  const errorId = `${formId}-consent-error`;
  return (
    <div className="field">
      <label className="check">
        <input
          type="checkbox"
          name="consent"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{children}</span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
