import { type InputHTMLAttributes, useState } from "react";

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  id: string;
}

/**
 * A password field with a Show/Hide toggle: typing with gloves or cold fingers goes wrong often,
 * and seeing what was typed is the cheapest fix. The toggle is a real button with aria-pressed.
 */
export function PasswordInput({ id, className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password">
      <input
        {...rest}
        id={id}
        type={visible ? "text" : "password"}
        className={["input", "password__input", className].filter(Boolean).join(" ")}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="password__toggle"
        aria-controls={id}
        aria-pressed={visible}
        aria-label="Show password"
        onClick={() => setVisible((v) => !v)}
      >
        <span aria-hidden="true">{visible ? "Hide" : "Show"}</span>
      </button>
    </div>
  );
}
