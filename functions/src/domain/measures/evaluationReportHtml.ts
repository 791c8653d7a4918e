import type { Measure } from '@prozesspuls/shared';
import {
  averageWord,
  germanDueDate,
  type RedactedEvaluationNode,
  type RedactedEvaluationPoint,
  TRAFFIC_LIGHT_HEX,
  trafficLight,
  trendLabel,
} from '@prozesspuls/shared/px';
import { escapeHtml } from '../escapeHtml.js';

const decimal = (value: number) =>
  value.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export interface EvaluationReportContent {
  readonly surveyTitle: string;
  /** When the evaluation point was created, already formatted (DD.MM.YYYY HH:mm). */
  readonly evaluatedAt: string;
  readonly point: RedactedEvaluationPoint;
  readonly measures: readonly Measure[];
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
  return `<table class="plan"><colgroup><col style="width:30%"><col style="width:22%"><col style="width:16%"><col style="width:10%"><col style="width:14%"><col style="width:8%"></colgroup><thead><tr><th>Maßnahme</th><th>Knoten / Frage</th><th>Verantwortlich</th><th>Fällig am</th><th>Status</th><th>Runde</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * The evaluation report page (issue 17): the survey's latest evaluation point with every node and
 * question (score with traffic light and word, trend), the measures beside them and the whole
 * measures plan. Hidden results (anonymity threshold) show the threshold text instead of figures.
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
  h1 { font-size: 16pt; margin: 0 0 2mm; }
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
<h1>${escapeHtml(content.surveyTitle)} – Auswertung</h1>
<div class="meta">Stand: ${escapeHtml(content.evaluatedAt)} · Runde ${point.round} · Teilnehmende: ${point.numberCompleteAnswered} von ${point.numberSentTo} (teilweise beantwortet: ${point.numberPartiallyAnswered})</div>
${roundHidden}
<table class="nodes"><colgroup><col style="width:34%"><col style="width:8%"><col style="width:12%"><col style="width:14%"><col style="width:32%"></colgroup>
<thead><tr><th>Knoten / Frage</th><th>Score</th><th>Bewertung</th><th>Trend</th><th>Maßnahmen</th></tr></thead>
<tbody>${nodes}</tbody></table>
<h2>Maßnahmenplan</h2>
${planTable(content.measures)}
<script>window.__reportReady = true;</script>
</body></html>`;
}
