/** Hands a blob to the browser as a file download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `<fileName>.<extension>`, without characters file systems refuse. */
export function downloadName(fileName: string, extension: 'bpmn' | 'pdf' | 'svg'): string {
  const safe = fileName.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'prozess';
  return `${safe}.${extension}`;
}
