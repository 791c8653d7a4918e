/** Whether `value` is a whole number from `min` to `max`, both included. */
export function isWholeNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
