import { RISK_ASSESSMENT_MESSAGES } from '@prozesspuls/shared';
import { readDocument } from '../../adapters/documentStorage.js';
import type { PdfReport } from '../../adapters/pdfRenderer.js';
import { NotFound } from '../errors.js';
import type { Identity } from '../identity.js';
import { documentOf, requireAssessment } from './records.js';

/** `<Titel>_Gefaehrdungsbeurteilung_v<n>.pdf`, safe as a file name. */
export const riskReportFileName = (title: string, version: number) =>
  `${title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'Gefaehrdungsbeurteilung'}_Gefaehrdungsbeurteilung_v${version}.pdf`;

/**
 * GET /riskAssessment/{id}/report/{version}: a stored version exactly as it was exported (the
 * documentation of that day, never rendered again), found in the caller's client only.
 */
export async function storedRiskReport(
  caller: Identity,
  assessmentId: string,
  version: number,
): Promise<PdfReport> {
  const record = await requireAssessment(caller.clientId, assessmentId);
  const stored = documentOf(record).reports.find((report) => report.version === version);
  const pdf = stored ? await readDocument(stored.key) : undefined;
  if (!pdf) throw new NotFound(RISK_ASSESSMENT_MESSAGES.reportNotFound);
  return { fileName: riskReportFileName(record.title, version), pdf };
}
