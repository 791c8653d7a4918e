import { routeUrl } from './call';
import { postForPdf } from './post-for-pdf';

/**
 * POST /api/px/evaluation/{surveyId}/report — the evaluation (scores, trends, measures) as a PDF
 * blob. Here, not in a feature: the evaluation screens and the modeller's process-survey panel
 * both offer it.
 */
export async function createEvaluationReport(surveyId: string): Promise<Blob> {
  return postForPdf(await routeUrl('postPxEvaluationBySurveyIdReport', { surveyId }));
}
