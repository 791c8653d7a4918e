import { expect } from 'vitest';

// The text extraction is shared with the browser tests (Playwright), which cannot import vitest.
export { pdfText } from '../fixtures/pdf-text.js';

/**
 * The PDF of a report download, after the checks every report shares: 200, a PDF whose file name
 * contains `fileName`, and A4 landscape (842 × 595 points).
 */
export async function a4LandscapePdf(response: Response, fileName: string): Promise<Buffer> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toContain(fileName);
  const pdf = Buffer.from(await response.arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.9\d* 594\.9\d*\]/);
  return pdf;
}
