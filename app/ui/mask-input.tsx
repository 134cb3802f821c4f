import { type InputHTMLAttributes, useEffect, useState } from "react";
import { reloadForChunkError } from "#app/platform/routing/chunk-reload.ts";
import { CODE_ALPHABET, CODE_MASK } from "#core/checkpoint-code.ts";

type IMaskInputType = typeof import("react-imask").IMaskInput;
let IMaskInput: IMaskInputType | null = null;
let loading: Promise<void> | undefined;

/**
 * The masking library (~60 KB of script) loads with the screens that draw a masked field, not with
 * those that only may: a signed-in rider's poster link goes from /scan to the start card without
 * ever drawing the code field (docs/decisions/009-poster-first-load.md). A route's loader waits for
 * it where its screen shows one at once. A chunk that fails to load gets the app's one answer.
 */
export function loadMasking(): Promise<void> {
  loading ??= import("react-imask").then(
    (m) => {
      IMaskInput = m.IMaskInput;
    },
    () => {
      loading = undefined;
      reloadForChunkError();
    },
  );
  return loading;
}

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
  const [Masked, setMasked] = useState(() => IMaskInput);
  useEffect(() => {
    if (!Masked) void loadMasking().then(() => setMasked(() => IMaskInput));
  }, [Masked]);
  const classes = ["input", className].filter(Boolean).join(" ");
  // Until the library arrives: the same field, read-only, so nothing typed is lost in the swap.
  if (!Masked) return <input {...rest} type={type} className={classes} value={value ?? ""} readOnly />;
  return (
    <Masked
      {...rest}
      type={type}
      className={classes}
      mask={mask}
      definitions={MASK_DEFINITIONS}
      lazy
      value={value}
      prepareChar={upperCase ? (ch: string) => ch.toUpperCase() : undefined}
      onAccept={(masked: string, instance: { unmaskedValue: string }) => onAccept?.(instance.unmaskedValue, masked)}
    />
  );
}

export interface CodeInputProps extends Omit<MaskInputProps, "mask" | "upperCase"> {
  /** Typed or pasted characters that no code holds (0, 1, I, L, O, symbols): the mask drops them, the page says so. */
  onRefused?: (chars: string) => void;
}

/** What a code never holds, of what is about to be typed or pasted; the dash and spaces are the mask's own. */
export function refusedCodeChars(data: string): string {
  return [...data.toUpperCase()].filter((ch) => !CODE_ALPHABET.includes(ch) && !/[\s-]/.test(ch)).join("");
}

/** A checkpoint code as printed under the QR: `XXXX-XXXX`, typed in any case. */
export function CodeInput({ onRefused, ...props }: CodeInputProps) {
  return (
    <MaskInput
      onBeforeInput={(event) => {
        const refused = refusedCodeChars(event.data ?? "");
        if (refused) onRefused?.(refused);
      }}
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
