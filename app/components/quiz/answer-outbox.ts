/**
 * An answer tapped without a connection, kept in sessionStorage (per tab, survives a reload) until
 * the server has it. Keyed by attempt and question; the server's clock still decides whether it
 * was in time, so sending late is honest.
 */
const PREFIX = "motoquiz:outbox:";

const key = (attemptId: string, questionId: string) => `${PREFIX}${attemptId}:${questionId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface OutboxEntry {
  choiceId: string | null;
  tappedAt: number;
}

export function putAnswer(attemptId: string, questionId: string, choiceId: string | null): void {
  try {
    storage()?.setItem(key(attemptId, questionId), JSON.stringify({ choiceId, tappedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the answer still lives in memory for this page.
  }
}

export function getAnswer(attemptId: string, questionId: string): OutboxEntry | null {
  try {
    const raw = storage()?.getItem(key(attemptId, questionId));
    if (!raw) return null;
    const v = JSON.parse(raw) as OutboxEntry;
    return typeof v === "object" && v && (v.choiceId === null || typeof v.choiceId === "string") ? v : null;
  } catch {
    return null;
  }
}

export function clearAnswer(attemptId: string, questionId: string): void {
  try {
    storage()?.removeItem(key(attemptId, questionId));
  } catch {}
}
