const two = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY HH:mm in the browser's time zone (seed 000 §9). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A download name without characters file systems refuse: `<fileName>.<extension>`. */
export function downloadName(fileName: string, extension: 'bpmn' | 'pdf' | 'svg'): string {
  const safe = fileName.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'prozess';
  return `${safe}.${extension}`;
}
