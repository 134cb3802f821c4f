/** The bits of `navigator.connection` that name a link's speed and the rider's data saver. */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver on, or a 2G link: the rider pays for every byte (docs/product.md#offline-shell). */
export function savingData(connection: ConnectionHints | undefined): boolean {
  return Boolean(connection?.saveData) || connection?.effectiveType === "slow-2g" || connection?.effectiveType === "2g";
}

/**
 * A link too slow to share: data saver, 2G, or 3G (the class a 400 kbit/s, 400 ms link reports).
 * On it, whatever is not on the way to question 1 waits (docs/decisions/018-weak-link-first-minute.md).
 */
export function weakLink(connection: ConnectionHints | undefined): boolean {
  return savingData(connection) || connection?.effectiveType === "3g";
}

/** The screens from the poster to question 1: on a weak link, the link is theirs while the rider is on them. */
const QUIZ_JOURNEY_PATHS: ReadonlySet<string> = new Set(["/scan", "/rules", "/quiz"]);

let free = false;
const waiting = new Set<() => void>();

/** Question 1 has been served, or the rider left the quiz's screens: what waited may go. */
export function releaseLink(): void {
  if (free) return;
  free = true;
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}

/** Releases the link when `pathname` is outside the way from the poster to question 1. */
export function releaseLinkOutsideQuiz(pathname: string): void {
  if (!QUIZ_JOURNEY_PATHS.has(pathname.replace(/\/+$/, "") || "/")) releaseLink();
}

/**
 * Runs `task` at once on a link fast enough to share; on a weak one (weakLink) once releaseLink is
 * called. Returns a cancel.
 */
export function whenLinkFree(
  task: () => void,
  nav: { connection?: ConnectionHints } = navigator as { connection?: ConnectionHints },
): () => void {
  if (free || !weakLink(nav.connection)) {
    task();
    return () => {};
  }
  waiting.add(task);
  return () => void waiting.delete(task);
}
