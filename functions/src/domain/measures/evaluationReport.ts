import { evaluationReportFileName } from '@prozesspuls/shared';
import { renderPdf } from '../../adapters/pdfRenderer.js';
import { listEvaluationPoints } from '../../data/repositories/evaluationPoints.js';
import { loadSurvey } from '../../data/repositories/surveyRecords.js';
import { Conflict, NotFound } from '../errors.js';
import { redactedSeries } from '../evaluation/evaluationReads.js';
import { surveyThresholds } from '../evaluation/threshold.js';
import type { Identity } from '../identity.js';
import { germanDateTime } from '../reports/reportHtml.js';
import { clientBranding } from '../users/userDetails.js';
import { evaluationReportHtml } from './evaluationReportHtml.js';
import { measuresOfSurvey, toMeasure, userNames } from './measureRecords.js';

export const EVALUATION_REPORT_MESSAGES = {
  surveyNotFound: 'Die Umfrage wurde nicht gefunden.',
  noEvaluation: 'Für diese Umfrage gibt es noch keine Auswertung.',
} as const;

/**
 * POST /px/evaluation/{surveyId}/report: the survey's latest evaluation point (read from storage,
 * never recomputed) under the anonymity threshold and the difference rule, with its measures, as an A4 PDF
 * rendered by the headless Chromium of the model report: the tenant's logo, the overview chart
 * (drawn by that Chromium), named `<Umfrage>_Auswertung_<Datum>.pdf`.
 */
export async function evaluationReport(
  caller: Identity,
  surveyId: string,
  now: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const survey = await loadSurvey(caller.clientId, surveyId);
  if (!survey) throw new NotFound(EVALUATION_REPORT_MESSAGES.surveyNotFound);
  const [points, thresholdOf, records, branding] = await Promise.all([
    listEvaluationPoints(caller.clientId, surveyId),
    surveyThresholds(caller.clientId),
    measuresOfSurvey(caller.clientId, surveyId),
    clientBranding(caller.clientId),
  ]);
  // The latest point, redacted with the survey's earlier points (the difference rule, issue 23).
  const latest = redactedSeries(points, thresholdOf(survey)).at(-1);
  if (!latest) throw new Conflict(EVALUATION_REPORT_MESSAGES.noEvaluation);
  const names = await userNames(records.map((r) => r.responsibleUserId));
  const measures = records
    .map((r) => toMeasure(r, names, now))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title, 'de'));
  const html = evaluationReportHtml({
    surveyTitle: survey.title,
    branding: { logoUrl: branding.imageUrl ?? null },
    evaluatedAt: germanDateTime(new Date(latest.redacted.timestamp).toISOString()),
    point: latest.redacted,
    measures,
  });
  const pdf = await renderPdf(html, `${survey.title} · Auswertung · ProzessPuls`);
  return { fileName: evaluationReportFileName(survey.title, now), pdf };
}
