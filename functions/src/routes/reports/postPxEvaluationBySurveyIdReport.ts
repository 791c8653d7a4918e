import * as schemas from '@prozesspuls/shared';
import { evaluationReport } from '../../domain/measures/evaluationReport.js';
import { apiRoute } from '../../http/apiRoute.js';
import { pdfDownload } from '../../http/responses.js';

/** The survey's latest evaluation with trends and measures as an A4 landscape PDF (headless Chromium). */
export const handler = apiRoute(
  'reports/postPxEvaluationBySurveyIdReport',
  { path: schemas.evaluationReportPath },
  async ({ identity, path }) => pdfDownload(await evaluationReport(identity, path.surveyId, Date.now())),
);
