/**
 * The server's first paint (server/http/page-paint.ts) stands before React's root elements until
 * the start-up splash leaves (app/root.tsx). A painted form (the poster's join, the rules) takes
 * typing before any script has arrived: what the rider typed, and where the caret was, is kept when
 * the paint goes and handed to the app's own field of the same name as it mounts, in the same
 * commit, so no keystroke is lost (docs/decisions/018-weak-link-first-minute.md).
 */
import { DEFERRED_STYLESHEET_ATTR } from "#core/constants.ts";

interface KeptField {
  value: string;
  focused: boolean;
  start: number | null;
  end: number | null;
}

const kept = new Map<string, KeptField>();

export function removePagePaint(): void {
  const paint = document.querySelector(".page-paint");
  if (!paint) return;
  for (const input of paint.querySelectorAll<HTMLInputElement>("input[name]")) {
    if (!input.value) continue;
    const focused = document.activeElement === input;
    kept.set(input.name, { value: input.value, focused, start: input.selectionStart, end: input.selectionEnd });
  }
  paint.remove();
}

/** Gives `input` what the rider typed in the painted field of its name (once), focus and caret too. */
export function takePaintedField(input: HTMLInputElement | null): void {
  const field = input && kept.get(input.name);
  if (!input || !field) return;
  kept.delete(input.name);
  if (!input.value) input.value = field.value;
  if (!field.focused) return;
  input.focus();
  if (field.start !== null) input.setSelectionRange(field.start, field.end);
}

/**
 * A painted page's stylesheets load without holding the paint, which carries its own rules
 * (server/http/paint-styles.ts). They apply here once they have arrived, before the app hydrates:
 * no screen of the app draws without them. One that failed before this ran fires nothing more:
 * the page's load event, which waits for every fetch the document started, ends the wait then.
 */
export function applyDeferredStylesheets(win: Window): Promise<void> {
  const links = win.document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTR}]`);
  const pageLoaded = new Promise<void>((resolve) => {
    if (win.document.readyState === "complete") resolve();
    else win.addEventListener("load", () => resolve(), { once: true });
  });
  const arrived = (link: HTMLLinkElement) =>
    link.sheet
      ? Promise.resolve()
      : Promise.race([
          pageLoaded,
          new Promise<void>((resolve) => {
            link.addEventListener("load", () => resolve(), { once: true });
            link.addEventListener("error", () => resolve(), { once: true });
          }),
        ]);
  return Promise.all(
    Array.from(links, (link) =>
      arrived(link).then(() => {
        link.removeAttribute("media");
        link.removeAttribute(DEFERRED_STYLESHEET_ATTR);
      }),
    ),
  ).then(() => undefined);
}
