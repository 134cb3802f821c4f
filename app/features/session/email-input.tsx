import type { InputHTMLAttributes } from "react";

/** The account forms' email field: the phone's email keyboard, nothing capitalised or corrected. */
export function EmailInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string; autoComplete: "email" | "username" }) {
  return (
    <input {...props} className="input" name="email" type="email" inputMode="email" autoCapitalize="off" spellCheck={false} required />
  );
}
