/**
 * The figure rows of the benchmarks, one line each:
 * `figure · goal · measured · baseline · ratio`, where the baseline is the bare thing measured in
 * the same run on the same machine (bpmn-js alone, a bare DynamoDB write, a bare PUT).
 */
export function figureRow(
  figure: string,
  goal: string,
  measuredMs: number,
  baselineMs: number,
  note = '',
): string {
  const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`;
  const ratio = baselineMs > 0 ? `${(measuredMs / baselineMs).toFixed(2)}×` : '–';
  return `  ${figure} · goal ${goal} · ${ms(measuredMs)} · baseline ${ms(baselineMs)} · ${ratio}${note ? ` · ${note}` : ''}`;
}

/** A throughput row (higher is better): the ratio is measured / baseline, as a share of the bare rate. */
export function rateRow(
  figure: string,
  goal: string,
  measuredPerSecond: number,
  baselinePerSecond: number,
): string {
  const rate = (value: number) => `${value.toFixed(0)}/s`;
  const ratio =
    baselinePerSecond > 0 ? `${((100 * measuredPerSecond) / baselinePerSecond).toFixed(0)} %` : '–';
  return `  ${figure} · goal ${goal} · ${rate(measuredPerSecond)} · baseline ${rate(baselinePerSecond)} · ${ratio}`;
}

/** A size row: measured bytes against a budget (the baseline), both in KB. */
export function sizeRow(figure: string, goal: string, measuredBytes: number, baselineBytes: number): string {
  const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
  const ratio = baselineBytes > 0 ? `${(measuredBytes / baselineBytes).toFixed(2)}×` : '–';
  return `  ${figure} · goal ${goal} · ${kb(measuredBytes)} · baseline ${kb(baselineBytes)} · ${ratio}`;
}

/** The q-quantile (nearest rank) of values. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
