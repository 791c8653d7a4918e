import { type EvaluationExportFormat, evaluationExportFileName } from '@prozesspuls/shared/px';
import { downloadBlob } from '../download';
import { routeUrl } from './call';
import { getFile } from './get-file';

/**
 * GET /api/px/evaluation/{surveyId}/export/{format} — the evaluation as CSV or Excel file, saved
 * as `Auswertung_<Umfrage>_<Datum>.<format>` (the name the server gives it too); a file too large
 * for an API answer comes as a short-lived link the browser opens. Here, not in a feature: the
 * evaluation screens and the modeller's process-survey panel both offer it.
 */
export async function downloadEvaluationExport(
  surveyId: string,
  surveyTitle: string,
  format: EvaluationExportFormat,
): Promise<void> {
  const answer = await getFile(
    await routeUrl('getPxEvaluationBySurveyIdExportByFormat', { surveyId, format }),
  );
  if (answer.kind === 'blob')
    downloadBlob(evaluationExportFileName(surveyTitle, Date.now(), format), answer.blob);
  else window.location.assign(answer.url);
}
