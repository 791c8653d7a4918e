import * as schemas from '@prozesspuls/shared';
import { storedRiskReport } from '../../domain/riskAssessment/reportVersions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { pdfDownload } from '../../http/responses.js';

/** One stored version of the risk assessment's documentation, as it was exported. */
export const handler = apiRoute(
  'risk-assessment/getRiskAssessmentByIdReportByVersion',
  { path: schemas.riskReportVersionPath },
  async ({ identity, path }) => pdfDownload(await storedRiskReport(identity, path.id, path.version)),
);
