import { routeUrl } from '@/lib/api/call';
import { postForPdf } from '@/lib/api/post-for-pdf';

/**
 * POST /api/bpmn/{uuid}/report — the report as a PDF blob (headless Chromium, a few seconds).
 * 409 with REPORT_TEXTS.inEditMode while the caller edits.
 */
export async function createReport(uuid: string): Promise<Blob> {
  return postForPdf(await routeUrl('postBpmnByUuidReport', { uuid }));
}
