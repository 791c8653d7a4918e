import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { PdfReport } from '../adapters/pdfRenderer.js';

export type ApiResult = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

export function ok(body: unknown, statusCode = 200): ApiResult {
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body) };
}

export function noContent(): ApiResult {
  return { statusCode: 204, headers: { 'Cache-Control': 'no-store' } };
}

/** A file download (binary, base64 through API Gateway). */
export function file(content: Buffer, contentType: string, fileName: string): ApiResult {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return {
    statusCode: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
    },
    body: content.toString('base64'),
    isBase64Encoded: true,
  };
}

/** 204 once the domain call has finished: the answer of a handler whose call returns nothing. */
export async function noContentAfter(done: Promise<unknown>): Promise<ApiResult> {
  await done;
  return noContent();
}

/** A PDF the domain rendered (a report), as a download under its file name. */
export function pdfDownload(report: PdfReport): ApiResult {
  return file(report.pdf, 'application/pdf', report.fileName);
}
