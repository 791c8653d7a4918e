import { escapeHtml } from '../escapeHtml.js';
import type { ReportRow } from './reportRows.js';

export interface ReportContent {
  readonly title: string;
  readonly lastEditor: string;
  readonly lastEditedAt: string;
  readonly createdAt: string;
  readonly xml: string;
  readonly rows: readonly ReportRow[];
}

/** DD.MM.YYYY HH:mm in German time (seed 000 §9). */
export function germanDateTime(iso: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  })
    .format(new Date(iso))
    .replace(',', '');
}

/**
 * The report page: the diagram (drawn by the bpmn-js viewer inside Chromium, scaled to the
 * page), then the table Nr. / Tätigkeit / Beschreibung / Rolle at 10/30/40/20 %. The page sets
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
  const xmlLiteral = JSON.stringify(content.xml).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title>
<style>
  @page { size: A4 landscape; margin: 14mm 12mm 16mm 12mm; }
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #222; margin: 0; }
  h1 { font-size: 16pt; margin: 0 0 2mm; }
  .meta { color: #555; margin-bottom: 4mm; }
  #diagram { width: 100%; height: 150mm; border: 1px solid #ddd; page-break-after: always; }
  table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  thead { display: table-header-group; }
  th, td { border: 1px solid #bbb; padding: 2mm; text-align: left; vertical-align: top; word-wrap: break-word; }
  th { background: #f2f2f2; }
  tr { page-break-inside: avoid; }
  .empty { color: #777; font-style: italic; }
</style></head>
<body>
  <h1>${escapeHtml(content.title)}</h1>
  <div class="meta">Zuletzt bearbeitet von ${escapeHtml(content.lastEditor)} am ${escapeHtml(germanDateTime(content.lastEditedAt))} · Erstellt am ${escapeHtml(germanDateTime(content.createdAt))}</div>
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
