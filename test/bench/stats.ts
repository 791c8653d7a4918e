export interface Summary {
  readonly n: number;
  readonly medianMs: number;
  readonly p99Ms: number;
}

/** Median and 99th percentile (nearest rank) of durations in milliseconds. */
export function summarize(durations: readonly number[]): Summary {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { n: sorted.length, medianMs: rank(0.5), p99Ms: rank(0.99) };
}

export async function timeEach(times: number, task: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await task();
    durations.push(performance.now() - started);
  }
  return durations;
}

/**
 * Durations of two tasks taken in turns (a, b, a, b …): a change in the machine's load while the
 * bench runs then hits both alike, so their ratio holds on a busy machine too.
 */
export async function timeInTurns(
  times: number,
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<[number[], number[]]> {
  const durations: [number[], number[]] = [[], []];
  for (let i = 0; i < times; i += 1) {
    durations[0].push(...(await timeEach(1, first)));
    durations[1].push(...(await timeEach(1, second)));
  }
  return durations;
}

export const fmt = (s: Summary) =>
  `median ${s.medianMs.toFixed(2)} ms, p99 ${s.p99Ms.toFixed(2)} ms (n=${s.n})`;
