import { routeUrl } from '@/lib/api/call';
import { getFile } from '@/lib/api/get-file';
import { downloadBlob } from '@/lib/download';

/** GET /api/riskAssessment/{id}/report/{version}: one stored version of the documentation, downloaded. */
export async function downloadRiskReport(id: string, version: number, fileName: string): Promise<void> {
  const answer = await getFile(
    await routeUrl('getRiskAssessmentByIdReportByVersion', { id, version: String(version) }),
  );
  if (answer.kind === 'blob') downloadBlob(fileName, answer.blob);
  else window.location.assign(answer.url);
}
