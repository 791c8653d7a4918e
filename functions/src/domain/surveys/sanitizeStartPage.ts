import { START_PAGE_IMAGE_MAX_CHARACTERS, SURVEY_MESSAGES } from '@prozesspuls/shared/px';
import sanitizeHtml from 'sanitize-html';
import { RuleViolation } from '../errors.js';

/** Raster images as base64 data URLs only: no remote images (tracking), no SVG (can carry script). */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/;

/** Widths and heights the editor's image resize writes, in pixels or percent. */
const SIZE = [/^\d{1,4}(?:\.\d+)?(?:px|%)?$/];

/**
 * The allow-list of the start page's rich text (formatted text and images with
 * drop and resize). Everything else — script, event handlers, iframes, styles beyond alignment
 * and image size, javascript: links — is removed before the HTML is stored.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'span',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'style'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    span: ['style'],
  },
  allowedStyles: {
    '*': { 'text-align': [/^(?:left|right|center|justify)$/] },
    img: { width: SIZE, height: SIZE },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_DATA_URL.test(frame.attribs.src ?? ''),
};

/** Every `<img src="data:…">` in the raw HTML, for the size check before sanitising. */
function dataUrlLengths(html: string): number[] {
  const lengths: number[] = [];
  for (const match of html.matchAll(/src\s*=\s*["']?(data:[^"'\s>]*)/gi)) lengths.push(match[1]?.length ?? 0);
  return lengths;
}

/**
 * The start page HTML as stored: images larger than START_PAGE_IMAGE_MAX_CHARACTERS are refused
 * (400), everything outside the allow-list is removed.
 */
export function sanitizeStartPageHtml(html: string): string {
  if (dataUrlLengths(html).some((length) => length > START_PAGE_IMAGE_MAX_CHARACTERS)) {
    throw new RuleViolation(SURVEY_MESSAGES.imageTooLarge);
  }
  return sanitizeHtml(html, OPTIONS).trim();
}
