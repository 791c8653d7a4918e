import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDocumentStoreEnv } from '../testing/documentStoreEnv.js';
import { attachmentDisposition, presignDocumentDownload, presignDocumentUpload } from './documentStorage.js';

describe('document URLs', () => {
  beforeEach(() => {
    stubDocumentStoreEnv();
    vi.stubEnv('AWS_ENDPOINT_URL', '');
    vi.stubEnv('AWS_ENDPOINT_URL_S3', '');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('signs an upload for at most five minutes with its length and announced size', async () => {
    const url = new URL(await presignDocumentUpload('1/models/u/documents/staging/d', 1234));
    expect(url.pathname).toBe('/1/models/u/documents/staging/d');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-length');
    expect(url.searchParams.get('x-amz-meta-declared-size')).toBe('1234');
    // No checksum of an empty body signed into the URL (S3 would refuse the real bytes).
    expect([...url.searchParams.keys()].filter((k) => k.startsWith('x-amz-checksum'))).toEqual([]);
  });

  it('downloads through the download distribution when it is configured, with the query unchanged', async () => {
    const direct = new URL(
      await presignDocumentDownload('1/models/u/documents/o', 'a.pdf', 'application/pdf'),
    );
    expect(direct.host).toBe('pp-documents.s3.eu-central-1.amazonaws.com');
    vi.stubEnv('DOCUMENTS_DOWNLOAD_ORIGIN', 'https://d111111abcdef8.cloudfront.net');
    const through = new URL(
      await presignDocumentDownload('1/models/u/documents/o', 'a.pdf', 'application/pdf'),
    );
    expect(through.origin).toBe('https://d111111abcdef8.cloudfront.net');
    expect(through.pathname).toBe(direct.pathname);
    expect(through.searchParams.get('response-content-disposition')).toMatch(/^attachment;/);
    expect(through.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(through.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
  });

  it('names the attachment with an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Prüf"bericht.pdf')).toBe(
      `attachment; filename="Pr_fbericht.pdf"; filename*=UTF-8''Pr%C3%BCf%22bericht.pdf`,
    );
  });
});
