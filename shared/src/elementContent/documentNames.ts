/**
 * The name a document is stored and offered under: only the last segment of what the
 * browser or client sent, so a name like `../../../../etc/passwd` becomes `passwd`. Both `/` and
 * `\` separate segments (Windows paths), control characters are dropped, and a name that is only
 * dots or empty afterwards is no name (undefined). The name is shown and sent back in
 * `Content-Disposition`; it never becomes part of a storage key or a path.
 */
export function documentFileName(raw: string): string | undefined {
  const segments = raw.split(/[/\\]/);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this drops
  const last = (segments[segments.length - 1] ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return /^\.*$/.test(last) ? undefined : last;
}
