/** Hands a text to the browser as a file download (the BPMN export). */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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

/** `<fileName>.bpmn`, without characters file systems refuse. */
export function bpmnFileName(fileName: string): string {
  const safe = fileName.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'prozess';
  return `${safe}.bpmn`;
}
