/** Integration URL rule: required, and an http or https URL. */
export function integrationUrlError(value: string): string | undefined {
  const text = value.trim();
  if (!text) return 'URL muss ausgefüllt werden';
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return undefined;
  } catch {
    // falls through to the message
  }
  return 'Keine gültige URL';
}
