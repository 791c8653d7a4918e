import { Parser } from 'saxen';

/**
 * Custom element icons are checked by what they contain, not by their name or declared type
 *: a raster image must start with the PNG, JPEG, GIF or WebP signature; an SVG must be
 * well-formed XML whose root is `<svg>` in the SVG namespace and which holds nothing that could
 * run or load anything (scripts, event handlers, `javascript:`, foreignObject, external
 * references, DOCTYPE/ENTITY). The web shows icons only as images (`<img src>`, `<image href>`),
 * never as inline markup, so this is a second line, not the only one.
 */

export type IconType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

const SVG_NS = 'http://www.w3.org/2000/svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function rasterType(bytes: Uint8Array): IconType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** Elements that run code, embed other documents or define handlers. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
]);

const localName = (name: string) =>
  (name.includes(':') ? name.slice(name.indexOf(':') + 1) : name).toLowerCase();

/** Control characters and whitespace removed, as browsers do before reading a URL scheme. */
const compact = (value: string) =>
  [...value]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();

const SAFE_HREF = /^(#|data:image\/(png|jpeg|gif|webp);base64,)/;

/** CSS (style attribute or `<style>` text) that loads or runs something is refused. */
function unsafeCss(css: string): boolean {
  const text = compact(css);
  if (text.includes('@import') || text.includes('expression(') || text.includes('javascript:')) return true;
  for (const match of text.matchAll(/url\(([^)]*)\)/g)) {
    const target = (match[1] ?? '').replace(/^['"]|['"]$/g, '');
    if (!SAFE_HREF.test(target)) return true;
  }
  return false;
}

function unsafeAttribute(name: string, value: string): boolean {
  const local = localName(name);
  if (local.startsWith('on')) return true;
  const compacted = compact(value);
  if (compacted.includes('javascript:') || compacted.includes('vbscript:')) return true;
  if (local === 'href' || local === 'src') return !SAFE_HREF.test(value.trim());
  if (compacted.includes('url(') || local === 'style') return unsafeCss(value);
  return false;
}

/** Whether `text` is an SVG document that is safe to show as an image. */
export function isSafeSvg(text: string): boolean {
  if (/<!\s*(doctype|entity)/i.test(text)) return false;
  let safe = true;
  let rootSeen = false;
  const open: string[] = [];
  const refuse = () => {
    safe = false;
    parser.stop();
  };
  const parser = new Parser();
  parser
    .on('openTag', (name, attrs, decode, selfClosing) => {
      if (open.length === 0) {
        if (rootSeen) return refuse();
        rootSeen = true;
        const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : '';
        const declared = attrs()[prefix ? `xmlns:${prefix}` : 'xmlns'];
        if (
          localName(name) !== 'svg' ||
          name.slice(prefix ? prefix.length + 1 : 0) !== 'svg' ||
          declared !== SVG_NS
        )
          return refuse();
      }
      if (FORBIDDEN_ELEMENTS.has(localName(name))) return refuse();
      // Checked as the browser reads them: with character references decoded.
      for (const [attribute, value] of Object.entries(attrs())) {
        if (unsafeAttribute(attribute, decode(value))) return refuse();
      }
      if (!selfClosing) open.push(name);
    })
    .on('closeTag', (name, _decode, selfClosing) => {
      if (selfClosing) return;
      if (open.pop() !== name) refuse();
    })
    .on('text', (text, decode) => {
      if (open.length === 0) {
        if (text.trim()) refuse();
        return;
      }
      if (localName(open.at(-1) ?? '') === 'style' && unsafeCss(decode(text))) refuse();
    })
    .on('cdata', (text) => {
      if (open.length === 0 || (localName(open.at(-1) ?? '') === 'style' && unsafeCss(text))) refuse();
    })
    // Only the XML declaration; a processing instruction such as xml-stylesheet loads things.
    .on('question', (text) => {
      if (!/^<\?xml\s/i.test(text) || rootSeen) refuse();
    })
    .on('attention', () => refuse())
    .on('error', () => refuse())
    .on('warn', () => refuse());
  parser.parse(text);
  return safe && rootSeen && open.length === 0;
}

/** The icon's real type, or undefined when it is neither a known image nor a safe SVG. */
export function iconType(bytes: Uint8Array): IconType | undefined {
  const raster = rasterType(bytes);
  if (raster) return raster;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
  return isSafeSvg(text) ? 'image/svg+xml' : undefined;
}
