import { vi } from 'vitest';

/**
 * The settings a unit test of code that reaches the document bucket needs: its name, a region and
 * credentials the SDK accepts for signing. The S3 client is mocked, so nothing leaves the process.
 * Undone with `vi.unstubAllEnvs()`.
 */
export function stubDocumentStoreEnv(): void {
  vi.stubEnv('DOCUMENTS_BUCKET', 'pp-documents');
  vi.stubEnv('AWS_REGION', 'eu-central-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
}
