// Small streaming statistics: a histogram over integer ratings, and its summary.

export function histogramSummary(
  hist: readonly number[],
  offset = 0,
): { n: number; mean: number | null; stddev: number | null; mode: number | null; modeShare: number | null } {
  let n = 0;
  let sum = 0;
  let sq = 0;
  let mode = -1;
  hist.forEach((c, i) => {
    const v = i + offset;
    n += c;
    sum += c * v;
    sq += c * v * v;
    if (mode < 0 || c > (hist[mode] as number)) mode = i;
  });
  if (n === 0) return { n, mean: null, stddev: null, mode: null, modeShare: null };
  const mean = sum / n;
  return {
    n,
    mean: round(mean),
    stddev: round(Math.sqrt(Math.max(0, sq / n - mean * mean))),
    mode: mode + offset,
    modeShare: round((hist[mode] as number) / n),
  };
}

export const round = (x: number): number => Math.round(x * 1e4) / 1e4;

/** Counts one more at index i. */
export function bump(hist: number[], i: number): void {
  hist[i] = (hist[i] ?? 0) + 1;
}
