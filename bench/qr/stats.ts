/** Nearest-rank percentile of measured samples (no interpolation: every figure is a real sample). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function summary(values: readonly number[]) {
  return {
    n: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    max: round(values.length ? Math.max(...values) : Number.NaN),
  };
}

export function rate(flags: readonly boolean[]): number {
  return flags.length === 0 ? Number.NaN : round(flags.filter(Boolean).length / flags.length, 3);
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
