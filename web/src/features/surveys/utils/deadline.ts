/** The value of a datetime-local input for an epoch time (local time, minutes). */
export function toLocalInput(epoch: number): string {
  const date = new Date(epoch);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The epoch time of a datetime-local value, or null when empty or invalid. */
export function fromLocalInput(value: string): number | null {
  if (value === '') return null;
  const epoch = new Date(value).getTime();
  return Number.isNaN(epoch) ? null : epoch;
}
