import { effectiveEditor, REPORT_TEXTS } from '@prozesspuls/shared';
import { getModelXml } from '../../adapters/modelStorage.js';
import { bpmnViewerScript, renderPdf } from '../../adapters/pdfRenderer.js';
import { getDb } from '../../data/db.js';
import { descriptionsByElement } from '../elementContent/descriptions.js';
import { conflict, forbidden } from '../errors.js';
import type { Identity } from '../identity.js';
import { displayName } from '../modelling/editing.js';
import { visibleModel } from '../models/models.js';
import { xmlKeyFor } from '../release/releaseState.js';
import { roleNamesByElement } from '../resources/links.js';
import { reportHtml } from './reportHtml.js';
import { reportRows } from './reportRows.js';

/**
 * The report of a model (changelog v4.2.7: per DIN standard, with last editor and page numbers):
 * the diagram and its activities by element number. Not while the caller edits the model,
 * because the saved version would not be what they see.
 */
export async function modelReport(
  caller: Identity,
  uuid: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { model, folder, summary } = await visibleModel(caller, uuid);
  if (!summary.canEdit) throw forbidden();
  if (effectiveEditor(model.currentEditor, model.lockHeartbeatAt, Date.now()) === caller.userId) {
    throw conflict(REPORT_TEXTS.inEditMode);
  }
  const [xml, { data: numbers }, lastEditor, linkedRoles, descriptions] = await Promise.all([
    // Under release, whoever may not edit the draft gets the released version (issue 24 §1).
    getModelXml(xmlKeyFor(caller, model, folder)),
    getDb().entities.elementNumber.query.byModel({ clientId: caller.clientId, uuid }).go({ pages: 'all' }),
    displayName(model.lastEditor ?? model.initiator),
    roleNamesByElement(caller.clientId, uuid),
    descriptionsByElement({ clientId: caller.clientId, uuid }),
  ]);
  const rows = await reportRows(
    xml,
    new Map(numbers.map((n) => [n.elementId, n.number])),
    new Map([...descriptions].map(([elementId, d]) => [elementId, d.text])),
    linkedRoles,
  );
  const html = reportHtml(
    {
      title: model.fileName,
      lastEditor,
      lastEditedAt: model.lastEditedAt ?? model.creationDate,
      createdAt: model.creationDate,
      xml,
      rows,
    },
    bpmnViewerScript(),
  );
  const pdf = await renderPdf(html, `${model.fileName} · Bericht · ProzessPuls`);
  return { fileName: `${model.fileName}.pdf`, pdf };
}
