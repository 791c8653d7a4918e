import { ELEMENT_CONTENT_MESSAGES } from '@prozesspuls/shared';

/**
 * The type of an element document, decided by its bytes (issues 12 and 23): binary formats by
 * their signature (file-type), text, CSV and BPMN by being valid UTF-8 without control bytes.
 * The name's extension is the declared type and must agree with the bytes, so a PNG named
 * `.pdf` or an executable named anything is refused. Active content (HTML, SVG, XHTML, scripts)
 * is refused by name and by content. Only types of this allow list are ever stored or served;
 * XML and BPMN are served as plain text, never as `application/xml` or `text/html`.
 */
const PDF = 'application/pdf';
const CFB = 'application/x-cfb';
const TEXT = 'text/plain; charset=utf-8';
const CSV = 'text/csv; charset=utf-8';
/** Old Office formats are compound files; file-type names the container, the extension the kind. */
const OLD_OFFICE: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Binary types by extension: what the bytes must be for a file of that name. */
const BINARY_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: PDF,
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: CFB,
  xls: CFB,
  ppt: CFB,
};

/** Text kinds by extension; a name without extension may hold text too. */
const TEXT_BY_EXTENSION: Readonly<Record<string, string>> = {
  txt: TEXT,
  text: TEXT,
  log: TEXT,
  md: TEXT,
  bpmn: TEXT,
  xml: TEXT,
  csv: CSV,
  tsv: CSV,
};

/** Names a browser would run or render as a page: never accepted, whatever the bytes are. */
const ACTIVE_EXTENSIONS = new Set([
  'html',
  'htm',
  'shtml',
  'xhtml',
  'xht',
  'svg',
  'svgz',
  'js',
  'mjs',
  'xsl',
  'xslt',
  'hta',
  'swf',
]);

/**
 * Every type a document is served with. Anything else stored by an older version (for example
 * `application/xml` before uploads were checked by their content) is served through `servedContentType`.
 */
const SERVED_TYPES = new Set([
  ...Object.values(BINARY_BY_EXTENSION).filter((t) => t !== CFB),
  ...Object.values(OLD_OFFICE),
  TEXT,
  CSV,
]);

/**
 * The openings a sniffing browser takes for HTML (WHATWG MIME Sniffing, "identifying a resource
 * with an unknown MIME type"), plus SVG and XHTML roots: text that starts so is refused.
 */
const MARKUP_OPENINGS =
  /^<(!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg|!--)[\s>/]/i;
/** Namespaces and elements that make XML active wherever they appear in it. */
const ACTIVE_MARKUP = /http:\/\/www\.w3\.org\/2000\/svg|http:\/\/www\.w3\.org\/1999\/xhtml|<script[\s>/]/i;

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** Valid UTF-8 (BOM allowed) without NUL or other control bytes than tab, CR, LF, FF. */
function plainText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control bytes are what this refuses
    return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

/** Text a browser could run as a page or an image with scripts. */
export function isActiveMarkup(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return MARKUP_OPENINGS.test(start) || ACTIVE_MARKUP.test(text);
}

/** Whether a name alone refuses the file (active content), so no bytes need to travel first. */
export const isActiveName = (fileName: string): boolean => ACTIVE_EXTENSIONS.has(extensionOf(fileName));

export type DocumentCheck =
  | { readonly contentType: string }
  | { readonly refused: (typeof ELEMENT_CONTENT_MESSAGES)[keyof typeof ELEMENT_CONTENT_MESSAGES] };

/** The content type to store and serve, or the German reason the file is refused. */
export async function checkDocumentContent(fileName: string, bytes: Uint8Array): Promise<DocumentCheck> {
  const extension = extensionOf(fileName);
  if (isActiveName(fileName)) return { refused: ELEMENT_CONTENT_MESSAGES.documentActiveContent };
  if (bytes.length === 0) return { refused: ELEMENT_CONTENT_MESSAGES.documentTypeNotAllowed };
  // The sniffer (about 55 KB) loads with the first file to check, not with every function that
  // shares this module.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  // file-type names XML by its prolog; XML (BPMN) is text here and checked as text.
  if (detected && detected.mime !== 'application/xml') {
    const allowed = Object.values(BINARY_BY_EXTENSION).includes(detected.mime);
    if (!allowed) return { refused: ELEMENT_CONTENT_MESSAGES.documentTypeNotAllowed };
    const declared = BINARY_BY_EXTENSION[extension];
    // A name without extension declares nothing; any other name must say what the bytes are.
    if (extension !== '' && declared !== detected.mime)
      return { refused: ELEMENT_CONTENT_MESSAGES.documentTypeMismatch };
    return { contentType: detected.mime === CFB ? (OLD_OFFICE[extension] ?? CFB) : detected.mime };
  }
  const text = plainText(bytes);
  if (text === undefined) return { refused: ELEMENT_CONTENT_MESSAGES.documentTypeNotAllowed };
  if (isActiveMarkup(text)) return { refused: ELEMENT_CONTENT_MESSAGES.documentActiveContent };
  if (BINARY_BY_EXTENSION[extension]) return { refused: ELEMENT_CONTENT_MESSAGES.documentTypeMismatch };
  return { contentType: TEXT_BY_EXTENSION[extension] ?? TEXT };
}

/**
 * The Content-Type a stored document is served with: its stored type when that is on the allow
 * list; a legacy `application/xml` as plain text; anything else as an opaque download.
 */
export function servedContentType(stored: string): string {
  if (SERVED_TYPES.has(stored)) return stored;
  if (stored === 'application/xml') return TEXT;
  return 'application/octet-stream';
}
