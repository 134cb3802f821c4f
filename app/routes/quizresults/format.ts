/** "1:05" for 65 s, "42.3 s" under a minute: answer times are short, totals a little longer. */
export function formatDuration(ms: number): string {
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")} min`;
}

export function formatPoints(n: number): string {
  return n.toLocaleString("en-US");
}

/** "Ana · 4F2A": the server tags a name two riders share, so the board tells them apart. */
export function riderName(displayName: string, nameTag: string | null | undefined): string {
  return nameTag ? `${displayName} · ${nameTag}` : displayName;
}
