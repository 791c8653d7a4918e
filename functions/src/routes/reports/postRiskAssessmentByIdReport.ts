import * as schemas from '@prozesspuls/shared';
import { riskReport } from '../../domain/riskAssessment/report.js';
import { apiRoute } from '../../http/apiRoute.js';
import { pdfDownload } from '../../http/responses.js';

/** The risk assessment's documentation as an A4 PDF (headless Chromium), stored as a new version. */
export const handler = apiRoute(
  'reports/postRiskAssessmentByIdReport',
  { path: schemas.riskAssessmentPath },
  async ({ identity, path }) => pdfDownload(await riskReport(identity, path.id, Date.now())),
);
