const names = new Map<string, string | null>();

/**
 * An operation's name from its text, sent beside the text over HTTP and the websocket: the app's
 * documents are strings with one named operation first (the client preset's `documentMode:
 * "string"`), so no GraphQL parser ships to the browser for it (docs/decisions/018-weak-link-first-minute.md).
 */
export function operationNameOf(query: string): string | null {
  let name = names.get(query);
  if (name === undefined) {
    name = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1] ?? null;
    names.set(query, name);
  }
  return name;
}
