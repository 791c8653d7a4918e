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
/** Where the browser PUTs and GETs element documents in the cloud: the documents bucket's S3 endpoint. */
export const CLOUD_DOCUMENT_TRANSFER_ORIGIN = 'https://*.amazonaws.com';

/**
 * The CSP for a given document-transfer origin: S3 in the cloud, s3rver's address in the local
 * cloud (element documents move between the browser and S3 through presigned URLs,
 * docs/documents.md; the help centre's lessons play from there). Everything else is the same in both.
 */
export function contentSecurityPolicy(documentTransferOrigin = CLOUD_DOCUMENT_TRANSFER_ORIGIN): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${documentTransferOrigin}`,
    // The help centre's video lessons and their caption tracks play from presigned S3 GETs.
    `media-src 'self' ${documentTransferOrigin}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The CSP CloudFront sends. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Header name → value for a document-transfer origin (the local gateway passes s3rver's). */
export function securityHeaders(documentTransferOrigin = CLOUD_DOCUMENT_TRANSFER_ORIGIN) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(documentTransferOrigin),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  } as const satisfies Record<string, string>;
}

/** Header name → value, as CloudFront sends them. */
export const SECURITY_HEADERS = securityHeaders();

/** Strict-Transport-Security in the cloud: two years, subdomains included. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
