// How a board writes a rider and their points: the results page and the TV board show them alike.

export function formatPoints(n: number): string {
  return n.toLocaleString("en-US");
}

/** "Ana · 4F2A": the server tags a name two riders share, so the board tells them apart. */
export function riderName(displayName: string, nameTag: string | null | undefined): string {
  return nameTag ? `${displayName} · ${nameTag}` : displayName;
}
