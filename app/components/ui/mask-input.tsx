import { CODE_ALPHABET, CODE_MASK } from "#core/checkpoint-code.ts";
import type { InputHTMLAttributes } from "react";
import { IMaskInput } from "react-imask";

/**
 * Mask placeholders (docs/product.md): `0` a digit, `a` a letter, `*` a letter or digit; plus `#`, one
 * character of the checkpoint-code alphabet (no 0/O, 1/I/L look-alikes).
 */
export const MASK_DEFINITIONS = {
  "0": /[0-9]/,
  a: /[A-Za-z]/,
  "*": /[0-9A-Za-z]/,
  "#": new RegExp(`[${CODE_ALPHABET}]`),
} as const;

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "onChange" | "type">;

export interface MaskInputProps extends NativeProps {
  mask: string;
  value?: string;
  /** The value without mask characters, and the value as shown. */
  onAccept?: (unmasked: string, masked: string) => void;
  upperCase?: boolean;
  type?: "text" | "tel";
}

export function MaskInput({ mask, value, onAccept, upperCase, className, type = "text", ...rest }: MaskInputProps) {
  return (
    <IMaskInput
      {...rest}
      type={type}
      className={["input", className].filter(Boolean).join(" ")}
      mask={mask}
      definitions={MASK_DEFINITIONS}
      lazy
      value={value}
      prepareChar={upperCase ? (ch: string) => ch.toUpperCase() : undefined}
      onAccept={(masked: string, instance: { unmaskedValue: string }) => onAccept?.(instance.unmaskedValue, masked)}
    />
  );
}

export interface CodeInputProps extends Omit<MaskInputProps, "mask" | "upperCase"> {}

/** A checkpoint code as printed under the QR: `XXXX-XXXX`, typed in any case. */
export function CodeInput(props: CodeInputProps) {
  return (
    <MaskInput
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      inputMode="text"
      placeholder="XXXX-XXXX"
      {...props}
      className={["input--code", props.className].filter(Boolean).join(" ")}
      mask={CODE_MASK}
      upperCase
    />
  );
}
