import {
  downloadFileName,
  effectiveEditor,
  isReviewOverdue,
  nextReviewDate,
  primaryColorOf,
  RELEASE_STATE_LABELS,
  REPORT_TEXTS,
  releaseAuditOf,
} from '@prozesspuls/shared';
import { getModelXml } from '../../adapters/modelStorage.js';
import { bpmnViewerScript, type PdfReport, prepareRenderer, renderPdf } from '../../adapters/pdfRenderer.js';
import { elementNumbersOf } from '../../data/repositories/elementNumbers.js';
import { listReleaseRequests } from '../../data/repositories/release.js';
import { descriptionsByElement } from '../elementContent/descriptions.js';
import { releasedContentFor } from '../elementContent/releasedContent.js';
import { Conflict, PermissionDenied } from '../errors.js';
import type { Identity } from '../identity.js';
import { displayNames } from '../modelling/editing.js';
import { visibleModel } from '../models/models.js';
import { releaseInfoOf, xmlKeyFor } from '../release/releaseState.js';
import { roleNamesByElement } from '../resources/links.js';
import { clientBranding } from '../users/userDetails.js';
import type { ReportAudit } from './reportHtml.js';
import { reportHtml } from './reportHtml.js';
import { reportRows } from './reportRows.js';

type Model = Awaited<ReturnType<typeof visibleModel>>['model'];

/**
 * The document-control fields of the report: owner, release state and version from
 * the release history, the last approval, and the validity (next review date).
 */
async function auditOf(
  clientId: number,
  model: Model,
  now: number,
): Promise<ReportAudit & { lastEditor: string }> {
  const requests = await listReleaseRequests(clientId, model.uuid);
  // Who approved comes from the history; state, version and approval date are what the model
  // stores, so the report says the same as the process list and the modeller.
  const history = releaseAuditOf({
    releaseEnabled: model.releaseEnabled === true,
    draftChanged: false,
    history: requests.map((r) => ({
      requestState: r.requestState ?? null,
      reviewer: r.reviewer,
      createdDate: r.createdDate,
      decidedAt: r.decidedAt ?? null,
    })),
  });
  const info = releaseInfoOf(model);
  const release = {
    state: info ? RELEASE_STATE_LABELS[info.state] : null,
    version: info?.version ?? history.version,
    approver: history.approver,
    approvedAt: info?.releasedAt ?? history.approvedAt,
  };
  const lastEditor = model.lastEditor ?? model.initiator;
  const names = await displayNames([
    model.initiator,
    lastEditor,
    ...(release.approver ? [release.approver] : []),
  ]);
  const nextReviewAt = nextReviewDate(model.reviewDueAt, release.approvedAt);
  return {
    owner: names.get(model.initiator) ?? model.initiator,
    releaseState: release.state,
    version: release.version,
    approver: release.approver ? (names.get(release.approver) ?? release.approver) : null,
    approvedAt: release.approvedAt,
    nextReviewAt,
    reviewOverdue: isReviewOverdue(nextReviewAt, now),
    lastEditor: names.get(lastEditor) ?? lastEditor,
  };
}

/**
 * The report of a model (changelog v4.2.7: per DIN standard, with last editor and page numbers):
 * the document-control fields, the diagram and its activities by element number. Not while the
 * caller edits the model, because the saved version would not be what they see.
 */
export async function modelReport(caller: Identity, uuid: string, now = Date.now()): Promise<PdfReport> {
  const { model, folder, summary } = await visibleModel(caller, uuid);
  if (!summary.canEdit) throw new PermissionDenied();
  if (effectiveEditor(model.currentEditor, model.lockHeartbeatAt, now) === caller.userId) {
    throw new Conflict(REPORT_TEXTS.inEditMode);
  }
  // Chromium starts while the report's data is read.
  prepareRenderer();
  const [xml, numbers, audit, linkedRoles, descriptions, branding, released] = await Promise.all([
    // Under release, whoever may not edit the draft gets the released version,
    // with the descriptions and numbers approved with it.
    getModelXml(xmlKeyFor(caller, model, folder)),
    elementNumbersOf(caller.clientId, uuid),
    auditOf(caller.clientId, model, now),
    roleNamesByElement(caller.clientId, uuid),
    descriptionsByElement({ clientId: caller.clientId, uuid }),
    clientBranding(caller.clientId),
    releasedContentFor(caller, model, folder),
  ]);
  const rows = await reportRows(
    xml,
    released ? new Map(released.numbers.map((n) => [n.elementId, n.number])) : numbers,
    new Map((released?.descriptions ?? [...descriptions.values()]).map((d) => [d.elementId, d.text])),
    linkedRoles,
  );
  const { lastEditor, ...reportAudit } = audit;
  const html = reportHtml(
    {
      title: model.fileName,
      lastEditor,
      lastEditedAt: model.lastEditedAt ?? model.creationDate,
      createdAt: model.creationDate,
      xml,
      rows,
      audit: reportAudit,
      branding: {
        logoUrl: branding.imageUrl ?? null,
        color: `#${primaryColorOf(branding.identityColor)}`,
      },
    },
    bpmnViewerScript(),
  );
  const pdf = await renderPdf(html, `${model.fileName} · Version ${audit.version} · Bericht · ProzessPuls`);
  return { fileName: downloadFileName(model.fileName, audit.version, now, 'report'), pdf };
}
