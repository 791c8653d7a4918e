import * as schemas from '@prozesspuls/shared';
import { evaluationExport } from '../../domain/evaluation/evaluationExport.js';
import { apiRoute } from '../../http/apiRoute.js';
import { file, ok } from '../../http/responses.js';

/**
 * The survey's evaluation as CSV or Excel file (only figures that pass the anonymity threshold);
 * one too large for a Lambda answer comes as `{ url }`, a short-lived download link.
 */
export const handler = apiRoute(
  'evaluation/getPxEvaluationBySurveyIdExportByFormat',
  { path: schemas.evaluationExportPath },
  async ({ identity, path }) => {
    const result = await evaluationExport(identity, path.surveyId, path.format, Date.now());
    return result.kind === 'inline'
      ? file(result.content, result.contentType, result.fileName)
      : ok({ url: result.url });
  },
);
