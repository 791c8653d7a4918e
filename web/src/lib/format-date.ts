const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY HH:mm in the browser's time zone (seed 000 §9); '' for a missing or broken date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
