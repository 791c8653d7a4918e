/**
 * The figure rows of issue 28's benchmarks, one line each:
 * `figure · goal · measured · baseline · ratio`, where the baseline is the bare thing measured in
 * the same run on the same machine (bpmn-js alone, a bare DynamoDB write, a bare PUT).
 */
export function figureRow(figure: string, goal: string, measuredMs: number, baselineMs: number): string {
  const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`;
  const ratio = baselineMs > 0 ? `${(measuredMs / baselineMs).toFixed(2)}×` : '–';
  return `  ${figure} · goal ${goal} · ${ms(measuredMs)} · baseline ${ms(baselineMs)} · ${ratio}`;
}

/** The q-quantile (nearest rank) of values. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
