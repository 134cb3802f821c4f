import type { ButtonHTMLAttributes, ReactNode } from "react";
import { AppLink, type AppLinkProps } from "./app-link.tsx";
import { useDelayedPending } from "./delayed-pending.ts";
import { Spinner } from "./spinner.tsx";

export type ButtonVariant = "primary" | "secondary" | "ghost";

interface StyleProps {
  variant?: ButtonVariant;
  block?: boolean;
}

function classes({ variant = "secondary", block }: StyleProps, extra?: string): string {
  return ["button", `button--${variant}`, block && "button--block", extra].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /**
   * While true the button ignores taps at once, but stays focusable. It shows that it is busy
   * (dimmed, aria-busy, `pendingLabel` beside a spinner) only once the wait has lasted the minimum
   * display delay, so an answer that comes quickly never flashes a spinner.
   */
  pending?: boolean;
  /** Shown in place of the children while visibly busy, e.g. "Signing in…". */
  pendingLabel?: string;
  children: ReactNode;
}

export function Button({
  variant,
  block,
  pending = false,
  pendingLabel,
  className,
  type = "button",
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const busy = useDelayedPending(pending);
  return (
    <button
      {...rest}
      type={type}
      className={classes({ variant, block }, className)}
      aria-disabled={busy || rest.disabled ? true : undefined}
      aria-busy={busy || undefined}
      onClick={pending ? (e) => e.preventDefault() : onClick}
    >
      {busy && pendingLabel ? <Spinner label={pendingLabel} showLabel /> : children}
    </button>
  );
}

export interface ButtonLinkProps extends AppLinkProps, StyleProps {}

/** A link that looks like a button: navigation stays a link for the browser and screen readers. */
export function ButtonLink({ variant, block, className, ...rest }: ButtonLinkProps) {
  return <AppLink {...rest} className={classes({ variant, block }, className)} />;
}
