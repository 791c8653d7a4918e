import { DEFAULT_PRIMARY_COLOR } from '@prozesspuls/shared';
import { formatDate, formatDateTime } from '@prozesspuls/shared/format';
import { escapeHtml } from '../escapeHtml.js';
import type { ReportRow } from './reportRows.js';

/** The document-control fields an auditor reads on the report. */
export interface ReportAudit {
  readonly owner: string;
  /** null while the release workflow is off. */
  readonly releaseState: string | null;
  readonly version: number;
  readonly approver: string | null;
  readonly approvedAt: string | null;
  readonly nextReviewAt: string | null;
  readonly reviewOverdue: boolean;
}

/** The tenant's look: its logo (a data: image URL, else none) and primary colour (#rrggbb). */
export interface ReportBranding {
  readonly logoUrl: string | null;
  readonly color: string;
}

export interface ReportContent {
  readonly title: string;
  readonly lastEditor: string;
  readonly lastEditedAt: string;
  readonly createdAt: string;
  readonly xml: string;
  readonly rows: readonly ReportRow[];
  readonly audit: ReportAudit;
  readonly branding: ReportBranding;
}

/** TT.MM.JJJJ HH:mm in German time. */
export const germanDateTime = formatDateTime;

/** TT.MM.JJJJ in German time. */
export const germanDate = formatDate;

/**
 * The page loads nothing from the network, so only an inline image can be the logo; a colour
 * that is not #rrggbb falls back to the product's default (both end up in CSS/HTML attributes).
 */
function safeBranding(branding: ReportBranding): ReportBranding {
  const logoUrl =
    branding.logoUrl && /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+$/i.test(branding.logoUrl)
      ? branding.logoUrl
      : null;
  const color = /^#[0-9a-f]{6}$/i.test(branding.color) ? branding.color : `#${DEFAULT_PRIMARY_COLOR}`;
  return { logoUrl, color };
}

function auditRows(content: ReportContent): string {
  const { audit } = content;
  const cell = (label: string, value: string) =>
    `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const approval =
    audit.approver && audit.approvedAt
      ? `${audit.approver} am ${germanDateTime(audit.approvedAt)}`
      : 'Noch nicht freigegeben';
  const review = audit.nextReviewAt
    ? `${germanDate(audit.nextReviewAt)}${audit.reviewOverdue ? ' (überfällig)' : ''}`
    : 'Keine (noch nicht freigegeben)';
  return [
    cell('Prozess', content.title),
    cell('Prozessverantwortlich', audit.owner),
    cell('Freigabestatus', audit.releaseState ?? 'Freigabe-Workflow nicht aktiviert'),
    cell('Version', String(audit.version)),
    cell('Freigegeben von', approval),
    cell('Zuletzt bearbeitet', `${content.lastEditor} am ${germanDateTime(content.lastEditedAt)}`),
    cell('Gültig bis / nächste Prüfung', review),
    cell('Erstellt am', germanDateTime(content.createdAt)),
  ].join('');
}

/**
 * The report page: the diagram (drawn by the bpmn-js viewer inside Chromium, scaled to the
 * page), then the table Nr. / Tätigkeit / Beschreibung / Rolle at 10/30/40/20 %. Its head carries
 * the tenant's logo and colour and the document-control fields. The page sets
 * `window.__reportReady` once the diagram is drawn, or `window.__reportError`.
 */
export function reportHtml(content: ReportContent, viewerScript: string): string {
  const rows = content.rows
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.number)}</td><td>${escapeHtml(r.activity)}</td><td>${escapeHtml(r.description).replace(/\n/g, '<br>')}</td><td>${escapeHtml(r.role)}</td></tr>`,
    )
    .join('');
  // JSON inside a <script> must not be able to close the tag.
  const branding = safeBranding(content.branding);
  const logo = branding.logoUrl ? `<img class="logo" alt="" src="${escapeHtml(branding.logoUrl)}">` : '';
  const xmlLiteral = JSON.stringify(content.xml).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title>
<style>
  @page { size: A4 landscape; margin: 14mm 12mm 16mm 12mm; }
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #222; margin: 0; }
  header { display: flex; align-items: center; gap: 4mm; border-bottom: 2pt solid ${branding.color}; padding-bottom: 2mm; margin-bottom: 3mm; }
  .logo { max-height: 14mm; max-width: 50mm; }
  h1 { font-size: 16pt; margin: 0; color: ${branding.color}; }
  table.audit { width: auto; margin-bottom: 4mm; page-break-after: always; }
  table.audit th { background: none; color: #555; font-weight: normal; width: 55mm; }
  #diagram { width: 100%; height: 150mm; border: 1px solid #ddd; page-break-after: always; }
  table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  thead { display: table-header-group; }
  th, td { border: 1px solid #bbb; padding: 2mm; text-align: left; vertical-align: top; word-wrap: break-word; }
  th { background: #f2f2f2; }
  thead th { border-bottom: 2pt solid ${branding.color}; }
  tr { page-break-inside: avoid; }
  .empty { color: #777; font-style: italic; }
</style></head>
<body>
  <header>${logo}<h1>${escapeHtml(content.title)}</h1></header>
  <table class="audit"><tbody>${auditRows(content)}</tbody></table>
  <div id="diagram"></div>
  <table>
    <colgroup><col style="width:10%"><col style="width:30%"><col style="width:40%"><col style="width:20%"></colgroup>
    <thead><tr><th>Nr.</th><th>Tätigkeit</th><th>Beschreibung</th><th>Rolle</th></tr></thead>
    <tbody>${rows || '<tr><td colspan="4" class="empty">Keine Tätigkeiten im Modell</td></tr>'}</tbody>
  </table>
  <script>${viewerScript}</script>
  <script>
    (async () => {
      try {
        const viewer = new BpmnJS({ container: '#diagram' });
        await viewer.importXML(${xmlLiteral});
        viewer.get('canvas').zoom('fit-viewport', 'auto');
        window.__reportReady = true;
      } catch (error) {
        window.__reportError = String(error && error.message || error);
      }
    })();
  </script>
</body></html>`;
}
