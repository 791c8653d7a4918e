import { routeUrl } from '@/lib/api/call';
import { postForPdf } from '@/lib/api/post-for-pdf';

/** POST /api/px/evaluation/{surveyId}/report — the evaluation (scores, trends, measures) as a PDF blob. */
export async function createEvaluationReport(surveyId: string): Promise<Blob> {
  return postForPdf(await routeUrl('postPxEvaluationBySurveyIdReport', { surveyId }));
}
