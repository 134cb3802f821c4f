import type { ReactNode } from "react";
import { DefaultLayout } from "./default-layout.tsx";

export interface PictureTextButtonProps {
  picture: ReactNode;
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The text under the heading; paragraphs, lists, cards. */
  children: ReactNode;
  /** Buttons for the bottom bar, main action first. */
  actions: ReactNode;
}

/** A picture above a text and a button: the landing, the rules and the end screen share this layout. */
export function PictureTextButton({ picture, eyebrow, title, children, actions }: PictureTextButtonProps) {
  return (
    <DefaultLayout actions={actions}>
      <article className="ptb">
        <figure className="ptb__picture">{picture}</figure>
        <div className="ptb__body">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1>{title}</h1>
          {children}
        </div>
      </article>
    </DefaultLayout>
  );
}
