import type { Measure } from '@prozesspuls/shared';
import { formatDecimal } from '@prozesspuls/shared/format';
import {
  averageWord,
  type ExportSheet,
  germanDueDate,
  type RedactedEvaluationNode,
  type RedactedEvaluationPoint,
  TRAFFIC_LIGHT_HEX,
  trafficLight,
  trendLabel,
} from '@prozesspuls/shared/px';
import { escapeHtml } from '../escapeHtml.js';

const decimal = (value: number) => formatDecimal(value, 1);

/** The tenant's look on the report: its logo (a data: image URL, else none). */
export interface EvaluationReportBranding {
  readonly logoUrl: string | null;
}

export interface EvaluationReportContent {
  readonly surveyTitle: string;
  readonly branding?: EvaluationReportBranding;
  /** When the evaluation point was created, already formatted (DD.MM.YYYY HH:mm). */
  readonly evaluatedAt: string;
  readonly point: RedactedEvaluationPoint;
  readonly measures: readonly Measure[];
  /** Further tables after the results (personal questions, a custom survey's answers). */
  readonly sections?: readonly ExportSheet[];
}

/** A further table of the report: its title, its columns and rows; numbers with a German comma. */
function sectionTable(sheet: ExportSheet): string {
  const cell = (value: string | number | null) =>
    value === null ? '' : escapeHtml(typeof value === 'number' ? String(value).replace('.', ',') : value);
  const head = sheet.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('');
  const rows = sheet.rows
    .map((row) => `<tr>${row.map((value) => `<td>${cell(value)}</td>`).join('')}</tr>`)
    .join('');
  return `<h2>${escapeHtml(sheet.name)}</h2>
<table class="section"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function scoreCell(score: number | null, hiddenMsg: string | null): string {
  if (hiddenMsg) return `<td class="hidden" colspan="2">${escapeHtml(hiddenMsg)}</td>`;
  if (score === null) return '<td>–</td><td></td>';
  const light = trafficLight(score);
  const dot = light ? `<span class="dot" style="background:${TRAFFIC_LIGHT_HEX[light]}"></span>` : '';
  return `<td>${dot}${decimal(score)}</td><td>${escapeHtml(averageWord(score) ?? '')}</td>`;
}

function trendCell(trend: number | null, hiddenMsg: string | null): string {
  if (hiddenMsg || trend === null) return '<td>–</td>';
  const label = trendLabel(trend);
  const sign = trend > 0 ? '+' : '';
  return `<td class="trend-${label.colour}">${sign}${decimal(trend)} ${escapeHtml(label.word)}</td>`;
}

function measureList(measures: readonly Measure[]): string {
  if (measures.length === 0) return '';
  return `<ul>${measures
    .map(
      (m) =>
        `<li><b>${escapeHtml(m.title)}</b> – ${escapeHtml(m.status)}${m.overdue ? ' (überfällig)' : ''}, ${escapeHtml(m.responsibleName)}, fällig ${germanDueDate(m.dueDate)}${m.round > 0 ? `, seit Runde ${m.round}` : ''}</li>`,
    )
    .join('')}</ul>`;
}

function nodeRows(node: RedactedEvaluationNode, depth: number, measures: readonly Measure[]): string {
  const own = measures.filter((m) => m.nodeId === node.id && m.questionId === null);
  const hidden = node.hidden?.msg ?? null;
  const row = `<tr class="depth-${Math.min(depth, 3)}"><td style="padding-left:${2 + depth * 5}mm">${escapeHtml(node.name)}</td>${scoreCell(node.score, hidden)}${trendCell(node.trend, hidden)}<td>${measureList(own)}</td></tr>`;
  const questions = node.questionEvaluation
    .map((q) => {
      const qHidden = q.hidden?.msg ?? null;
      const onQuestion = measures.filter((m) => m.questionId === q.questionId);
      return `<tr class="question"><td style="padding-left:${2 + (depth + 1) * 5}mm">${escapeHtml(q.questionText)}${q.inverted ? ' (invertiert)' : ''}</td>${scoreCell(q.answerScore, qHidden)}${trendCell(q.trend, qHidden)}<td>${measureList(onQuestion)}</td></tr>`;
    })
    .join('');
  return row + node.children.map((child) => nodeRows(child, depth + 1, measures)).join('') + questions;
}

function planTable(measures: readonly Measure[]): string {
  if (measures.length === 0) return '<p class="empty">Noch keine Maßnahmen</p>';
  const rows = measures
    .map(
      (m) =>
        `<tr><td><b>${escapeHtml(m.title)}</b>${m.description ? `<br><span class="desc">${escapeHtml(m.description).replace(/\n/g, '<br>')}</span>` : ''}</td><td>${escapeHtml(m.targetName)}</td><td>${escapeHtml(m.responsibleName)}</td><td>${germanDueDate(m.dueDate)}</td><td>${escapeHtml(m.status)}${m.overdue ? ' (überfällig)' : ''}</td><td>${m.round}</td></tr>`,
    )
    .join('');
  return `<table class="plan"><colgroup><col style="width:30%"><col style="width:22%"><col style="width:16%"><col style="width:10%"><col style="width:14%"><col style="width:8%"></colgroup><thead><tr><th>Maßnahme</th><th>Themenbereich / Frage</th><th>Verantwortlich</th><th>Fällig am</th><th>Status</th><th>Runde</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** One bar of the overview chart: a node's score, or null when it has none or is hidden. */
interface ChartBar {
  readonly label: string;
  readonly depth: number;
  readonly score: number | null;
  readonly colour: string;
  /** What stands instead of a score ('ausgeblendet', 'keine Antworten'). */
  readonly note: string;
}

/** The bars of the overview: every top-level node and its direct subcategories, in report order. */
function chartBars(nodes: readonly RedactedEvaluationNode[]): ChartBar[] {
  const bar = (node: RedactedEvaluationNode, depth: number): ChartBar => {
    const light = node.hidden ? null : trafficLight(node.score);
    return {
      label: node.name,
      depth,
      score: node.hidden ? null : node.score,
      colour: light ? TRAFFIC_LIGHT_HEX[light] : '#9E9E9E',
      note: node.hidden ? 'ausgeblendet (Anonymität)' : node.score === null ? 'keine Antworten' : '',
    };
  };
  return nodes.flatMap((node) => [bar(node, 0), ...node.children.map((child) => bar(child, 1))]);
}

/**
 * The overview chart: a horizontal bar per node, its length the score on the 1–6 scale, in its
 * traffic-light colour, drawn on a canvas by the page itself, so the PDF's Chromium renders it
 * (no browser of the reader is involved). Hidden results get no bar and no number.
 */
function overviewChart(nodes: readonly RedactedEvaluationNode[]): string {
  const bars = chartBars(nodes);
  if (bars.length === 0) return '';
  // JSON inside a script: '<' escaped so no name can close the script element.
  const data = JSON.stringify(bars).replace(/</g, '\\u003c');
  return `<h2>Übersicht der Themenbereiche</h2>
<p class="legend">Note von 1 (sehr gut) bis 6 (ungenügend); Farben: grün bis 2,0, gelb bis 4,0, rot darüber.</p>
<canvas id="overview" role="img" aria-label="Übersicht der Themenbereiche"></canvas>
<script>
(function () {
  var bars = ${data};
  var canvas = document.getElementById('overview');
  var scale = 2, rowHeight = 24, labelWidth = 420, chartWidth = 560, width = labelWidth + chartWidth + 60;
  canvas.style.width = width + 'px';
  canvas.style.height = (bars.length * rowHeight + 28) + 'px';
  canvas.width = width * scale;
  canvas.height = (bars.length * rowHeight + 28) * scale;
  var ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  ctx.font = '12px "DejaVu Sans", Arial, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.strokeStyle = '#ccc';
  for (var grade = 1; grade <= 6; grade++) {
    var x = labelWidth + (grade / 6) * chartWidth;
    ctx.beginPath(); ctx.moveTo(x, 0); ctx.lineTo(x, bars.length * rowHeight); ctx.stroke();
    ctx.fillStyle = '#555'; ctx.fillText(String(grade), x - 3, bars.length * rowHeight + 14);
  }
  bars.forEach(function (bar, index) {
    var y = index * rowHeight + rowHeight / 2;
    ctx.fillStyle = '#222';
    ctx.font = (bar.depth === 0 ? 'bold ' : '') + '12px "DejaVu Sans", Arial, sans-serif';
    var label = bar.label.length > 60 ? bar.label.slice(0, 59) + '…' : bar.label;
    ctx.fillText(label, 4 + bar.depth * 16, y);
    ctx.font = '12px "DejaVu Sans", Arial, sans-serif';
    if (bar.score === null) {
      ctx.fillStyle = '#8a5a00'; ctx.fillText(bar.note, labelWidth + 6, y);
      return;
    }
    ctx.fillStyle = bar.colour;
    ctx.fillRect(labelWidth, y - 8, (bar.score / 6) * chartWidth, 16);
    ctx.fillStyle = '#222';
    ctx.fillText(bar.score.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      labelWidth + (bar.score / 6) * chartWidth + 6, y);
  });
})();
</script>`;
}

/** The table of every node and question; custom surveys have none (their answers follow as sections). */
function resultsTable(rows: string): string {
  return `<h2>Ergebnisse im Einzelnen</h2>
<table class="nodes"><colgroup><col style="width:33%"><col style="width:9%"><col style="width:12%"><col style="width:16%"><col style="width:30%"></colgroup>
<thead><tr><th>Themenbereich / Frage</th><th>Note (1–6)</th><th>Bewertung</th><th>Veränderung zur letzten Auswertung</th><th>Maßnahmen</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

/** Only an inline image can be the logo: the page loads nothing from the network. */
function logoOf(branding: EvaluationReportBranding | undefined): string {
  const url = branding?.logoUrl;
  if (!url || !/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+$/i.test(url)) return '';
  return `<img class="logo" alt="Logo" src="${escapeHtml(url)}">`;
}

/**
 * The evaluation report page: the tenant's logo, an overview chart of the
 * node scores, the survey's latest evaluation point with every node and question (score with
 * traffic light and word, trend), the measures beside them and the whole measures plan. Hidden results (anonymity threshold) show the threshold text instead of figures.
 * Everything is inline; the page sets `window.__reportReady` for the renderer.
 */
export function evaluationReportHtml(content: EvaluationReportContent): string {
  const { point } = content;
  const roundHidden = point.hidden ? `<p class="notice">${escapeHtml(point.hidden.msg)}</p>` : '';
  const nodes = point.nodes.map((node) => nodeRows(node, 0, content.measures)).join('');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(content.surveyTitle)} – Auswertung</title>
<style>
  @page { size: A4 landscape; margin: 14mm 12mm 16mm 12mm; }
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; color: #222; margin: 0; }
  header { display: flex; align-items: center; gap: 6mm; margin-bottom: 2mm; }
  .logo { max-height: 14mm; max-width: 50mm; }
  h1 { font-size: 16pt; margin: 0 0 2mm; }
  .legend { color: #555; margin: 0 0 2mm; }
  canvas { display: block; margin-bottom: 4mm; }
  h2 { font-size: 12pt; margin: 6mm 0 2mm; }
  .meta { color: #555; margin-bottom: 4mm; }
  table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  thead { display: table-header-group; }
  th, td { border: 1px solid #bbb; padding: 1.5mm 2mm; text-align: left; vertical-align: top; word-wrap: break-word; }
  th { background: #f2f2f2; }
  tr { page-break-inside: avoid; }
  tr.depth-0 td:first-child { font-weight: 700; }
  tr.question td { color: #444; }
  td.hidden, .notice { color: #8a5a00; font-style: italic; }
  .dot { display: inline-block; width: 3mm; height: 3mm; border-radius: 50%; margin-right: 1.5mm; vertical-align: middle; }
  .trend-red { color: #c62828; } .trend-green { color: #2e7d32; }
  ul { margin: 0; padding-left: 4mm; } .desc { color: #555; } .empty { color: #777; font-style: italic; }
</style></head>
<body>
<header>${logoOf(content.branding)}<h1>${escapeHtml(content.surveyTitle)} – Auswertung</h1></header>
<div class="meta">Stand: ${escapeHtml(content.evaluatedAt)} · Runde ${point.round} · Teilnehmende: ${point.numberCompleteAnswered} von ${point.numberSentTo} (teilweise beantwortet: ${point.numberPartiallyAnswered})</div>
${roundHidden}
${overviewChart(point.nodes)}
${nodes ? resultsTable(nodes) : ''}
${(content.sections ?? []).map(sectionTable).join('\n')}
<h2>Maßnahmenplan</h2>
${planTable(content.measures)}
<script>window.__reportReady = true;</script>
</body></html>`;
}
