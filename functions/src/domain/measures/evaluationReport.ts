import { evaluationReportFileName } from '@prozesspuls/shared';
import { EXPORT_TEXTS, evaluationExportSheets } from '@prozesspuls/shared/px';
import { type PdfReport, prepareRenderer, renderPdf } from '../../adapters/pdfRenderer.js';
import { Conflict } from '../errors.js';
import { evaluatedSurvey } from '../evaluation/evaluationAccess.js';
import { evaluationFileContent } from '../evaluation/evaluationExport.js';
import type { Identity } from '../identity.js';
import { germanDateTime } from '../reports/reportHtml.js';
import { clientBranding } from '../users/userDetails.js';
import { evaluationReportHtml } from './evaluationReportHtml.js';
import { measuresOfSurvey, toMeasure, userNames } from './measureRecords.js';

export const EVALUATION_REPORT_MESSAGES = {
  noEvaluation: 'Für diese Umfrage gibt es noch keine Auswertung.',
} as const;

/**
 * POST /px/evaluation/{surveyId}/report: the survey's latest evaluation point (read from storage,
 * never recomputed) under the anonymity threshold and the difference rule, with its measures, as an A4 PDF
 * rendered by the headless Chromium of the model report: the tenant's logo, the overview chart
 * (drawn by that Chromium), the personal questions and, for custom surveys, the answers, named
 * `<Umfrage>_Auswertung_<Datum>.pdf`. Every survey type has it: module, process and custom surveys.
 */
export async function evaluationReport(caller: Identity, surveyId: string, now: number): Promise<PdfReport> {
  const survey = await evaluatedSurvey(caller, surveyId);
  // Chromium starts while the report's data is read.
  prepareRenderer();
  const [content, records, branding] = await Promise.all([
    evaluationFileContent(caller, survey),
    measuresOfSurvey(caller.clientId, surveyId),
    clientBranding(caller.clientId),
  ]);
  // The latest point, redacted with the survey's earlier points (the difference rule).
  const { point } = content;
  if (!point) throw new Conflict(EVALUATION_REPORT_MESSAGES.noEvaluation);
  // Beside the nodes: the personal questions and, for custom surveys, the counted answers and the
  // released free texts, as the export has them.
  const sections = evaluationExportSheets(content).filter(
    (sheet) => sheet.name !== EXPORT_TEXTS.overview && sheet.name !== EXPORT_TEXTS.results,
  );
  const names = await userNames(records.map((r) => r.responsibleUserId));
  const measures = records
    .map((r) => toMeasure(r, names, now))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title, 'de'));
  const html = evaluationReportHtml({
    surveyTitle: survey.title,
    branding: { logoUrl: branding.imageUrl ?? null },
    evaluatedAt: germanDateTime(new Date(point.timestamp).toISOString()),
    point,
    measures,
    sections,
  });
  const pdf = await renderPdf(html, `${survey.title} · Auswertung · ProzessPuls`);
  return { fileName: evaluationReportFileName(survey.title, now), pdf };
}
