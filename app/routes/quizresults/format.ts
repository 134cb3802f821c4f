/** "1:05" for 65 s, "42.3 s" under a minute: answer times are short, totals a little longer. */
export function formatDuration(ms: number): string {
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")} min`;
}
