import { RISK_ASSESSMENT_MESSAGES } from '@prozesspuls/shared';
import { putDocument, riskReportKey } from '../../adapters/documentStorage.js';
import { type PdfReport, prepareRenderer, renderPdf } from '../../adapters/pdfRenderer.js';
import { Conflict } from '../errors.js';
import type { Identity } from '../identity.js';
import { userNames } from '../measures/measureRecords.js';
import { assessmentView } from './assessments.js';
import { changeAssessment, requireAssessment } from './records.js';
import { riskReportHtml } from './reportHtml.js';
import { riskReportFileName } from './reportVersions.js';
import { assessmentStrain } from './strain.js';

/**
 * POST /riskAssessment/{id}/report: the documentation as an A4 PDF (headless Chromium, like the
 * evaluation PDF), stored as the next version; the version and who made it go into the
 * assessment's report list and history in one conditional write.
 */
export async function riskReport(caller: Identity, assessmentId: string, now: number): Promise<PdfReport> {
  const record = await requireAssessment(caller.clientId, assessmentId);
  const version = (record.reportCount ?? 0) + 1;
  // Chromium starts while the report's data is read.
  prepareRenderer();
  const [assessment, strain, names] = await Promise.all([
    assessmentView(caller, record, now),
    assessmentStrain(caller, assessmentId),
    userNames([caller.userId]),
  ]);
  const html = riskReportHtml({
    assessment,
    strain,
    version,
    createdAt: now,
    createdByName: names.get(caller.userId) || caller.userId,
  });
  const pdf = await renderPdf(html, `${assessment.title} · Gefährdungsbeurteilung · ProzessPuls`);
  const key = riskReportKey(caller.clientId, assessmentId, version);
  await putDocument(key, pdf, 'application/pdf');
  await changeAssessment(caller, assessmentId, now, (current, document) => {
    // Two exports racing for the same version: the second is refused (its object was the same key).
    if ((current.reportCount ?? 0) + 1 !== version) throw new Conflict(RISK_ASSESSMENT_MESSAGES.busy);
    const next = version;
    return {
      reportCount: next,
      document: {
        ...document,
        reports: [
          ...document.reports,
          { version: next, key, createdAt: new Date(now).toISOString(), createdBy: caller.userId },
        ],
      },
      history: `Dokumentation als PDF exportiert (Version ${next})`,
    };
  });
  return { fileName: riskReportFileName(assessment.title, version), pdf };
}
