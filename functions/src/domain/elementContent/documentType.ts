import { fileTypeFromBuffer } from 'file-type';

/**
 * The type of an element document, decided by its bytes, never by its name or declared type
 * (issue 12): binary formats by their signature (file-type), text, CSV and BPMN by being valid
 * UTF-8 without control bytes. Anything else (executables, archives, scripts in disguise) is
 * refused. The file name only picks between text kinds that look the same inside.
 */
const ALLOWED_BINARY = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  // Office Open XML (docx, xlsx, pptx)
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  // Old Office formats are compound files (doc, xls, ppt)
  'application/x-cfb',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  // BPMN/XML recognised by its prolog
  'application/xml',
]);

const OLD_OFFICE_BY_EXTENSION: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const extensionOf = (fileName: string) => fileName.toLowerCase().split('.').pop() ?? '';

/** Valid UTF-8 (BOM allowed) without NUL or other control bytes than tab, CR, LF, FF. */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control bytes are what this refuses
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

function textType(fileName: string, bytes: Uint8Array): string {
  const extension = extensionOf(fileName);
  if (extension === 'csv') return 'text/csv; charset=utf-8';
  const start = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart();
  if (extension === 'bpmn' || extension === 'xml' || start.startsWith('<?xml')) return 'application/xml';
  return 'text/plain; charset=utf-8';
}

/** The content type to store and serve, or undefined when the content is not allowed. */
export async function detectDocumentType(fileName: string, bytes: Uint8Array): Promise<string | undefined> {
  if (bytes.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (!ALLOWED_BINARY.has(detected.mime)) return undefined;
    if (detected.mime === 'application/x-cfb')
      return OLD_OFFICE_BY_EXTENSION[extensionOf(fileName)] ?? detected.mime;
    return detected.mime;
  }
  return isPlainText(bytes) ? textType(fileName, bytes) : undefined;
}
