/**
 * The security headers of every response, defined once: CloudFront adds them in the cloud (the
 * response headers policy of the Web stack) and the local gateway sends the same on every answer
 * (SPA, assets and API). Only HSTS is cloud-only: it means nothing over plain http://localhost.
 *
 * The CSP fits the built SPA: scripts only from the own origin (Vite emits no inline script);
 * styles also inline, because MUI/emotion insert <style> elements and bpmn-js sets style
 * attributes; images also as data: (client logos, custom element icons) and blob: (downloads,
 * the PDF export); workers from blob: for libraries that start one from a generated script.
 */
/**
 * Where the browser PUTs and GETs element documents: the documents bucket's S3 endpoint; the
 * local cloud sets DOCUMENT_TRANSFER_ORIGIN to s3rver's address before this module is loaded.
 */
const DOCUMENT_TRANSFER_ORIGIN = process.env.DOCUMENT_TRANSFER_ORIGIN ?? 'https://*.amazonaws.com';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // Element documents move between the browser and S3 through presigned URLs (docs/documents.md).
  `connect-src 'self' ${DOCUMENT_TRANSFER_ORIGIN}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Header name → value, as the local gateway sends them. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const satisfies Record<string, string>;

/** Strict-Transport-Security in the cloud: two years, subdomains included. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
