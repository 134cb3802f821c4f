import { type ReactNode, useId } from "react";

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown next to the field: a form mistake is data for the rider to fix, never an error page. */
  error?: string | null;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint and error around one control, wired with `for` and `aria-describedby`. */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error line, its id named by the control's `aria-describedby`; nothing without an error. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <span className="field__error" id={id}>
      <span aria-hidden="true">✗</span> {error}
    </span>
  ) : null;
}

/**
 * Puts a field's control in focus and its whole field (label, control, error) in view, clear of the
 * sticky bars (the field's scroll margin, styles/layout.css): focus alone scrolls only as far as the control, and an
 * error line below it stayed under the bottom bar.
 */
export function showField(control: HTMLElement): void {
  control.focus({ preventScroll: true });
  (control.closest(".field") ?? control).scrollIntoView({ block: "nearest" });
}
