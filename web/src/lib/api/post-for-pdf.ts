import { fileRequest } from './file-request';

/** POSTs to a report route (`path` below /api, from `routeUrl`) and answers the PDF as a blob. */
export async function postForPdf(path: string): Promise<Blob> {
  const response = await fileRequest(path, 'POST', { Accept: 'application/pdf, application/json' });
  return response.blob();
}
