import type { ButtonHTMLAttributes, ReactNode } from "react";
import { AppLink, type AppLinkProps } from "./app-link.tsx";

export type ButtonVariant = "primary" | "secondary" | "ghost";

interface StyleProps {
  variant?: ButtonVariant;
  block?: boolean;
}

function classes({ variant = "secondary", block }: StyleProps, extra?: string): string {
  return ["button", `button--${variant}`, block && "button--block", extra].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /** While true the button shows it is busy and ignores taps, but stays focusable. */
  pending?: boolean;
  children: ReactNode;
}

export function Button({ variant, block, pending, className, type = "button", onClick, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classes({ variant, block }, className)}
      aria-disabled={pending || rest.disabled ? true : undefined}
      aria-busy={pending || undefined}
      onClick={pending ? (e) => e.preventDefault() : onClick}
    >
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends AppLinkProps, StyleProps {}

/** A link that looks like a button: navigation stays a link for the browser and screen readers. */
export function ButtonLink({ variant, block, className, ...rest }: ButtonLinkProps) {
  return <AppLink {...rest} className={classes({ variant, block }, className)} />;
}
