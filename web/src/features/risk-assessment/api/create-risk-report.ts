import { routeUrl } from '@/lib/api/call';
import { postForPdf } from '@/lib/api/post-for-pdf';

/** POST /api/riskAssessment/{id}/report: the documentation as PDF (stored as a new version). */
export async function createRiskReport(id: string): Promise<Blob> {
  return postForPdf(await routeUrl('postRiskAssessmentByIdReport', { id }));
}
