import { formatDateTime, formatFileDate } from '../../format/german.js';
import { ANSWER_SCALE, PX_MODULE_LABELS, type PxModule } from '../scale.js';
import type { Redacted, RedactedEvaluationNode, RedactedEvaluationPoint } from './anonymity.js';
import type { QuestionChart } from './customAnalytics.js';
import type { QuestionEvaluation } from './evaluationPoint.js';
import { averageWord } from './grades.js';

/**
 * The evaluation export (CSV and Excel): the same figures as the evaluation screens and the PDF,
 * taken only from the redacted point and the released answer batches the screens show, so nothing
 * hidden there can leave through a file. Pure: the API turns the sheets into bytes.
 */

export const EVALUATION_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type EvaluationExportFormat = (typeof EVALUATION_EXPORT_FORMATS)[number];

/** A cell: text, a number (written with a German decimal comma in CSV), or empty. */
export type ExportCell = string | number | null;

export interface ExportSheet {
  /** The worksheet's name (Excel allows at most 31 characters) and the CSV section's title. */
  readonly name: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
}

export interface EvaluationExportContent {
  readonly surveyTitle: string;
  readonly module: PxModule;
  /** The survey's latest redacted evaluation point, or null before the first one. */
  readonly point: RedactedEvaluationPoint | null;
  /** Custom surveys: the charts of the released answer records and free-text batches. */
  readonly answers?: {
    readonly charts: readonly QuestionChart[];
    /** Why records or free texts are withheld (German), one line each; empty when none are. */
    readonly notices: readonly string[];
  };
}

/**
 * `Auswertung_<Umfrage>_<Datum>.<csv|xlsx>`, the date the file was made in German time
 * (YYYY-MM-DD); characters file systems refuse become '_'. The server's Content-Disposition and
 * the web's download use it alike.
 */
export function evaluationExportFileName(
  surveyTitle: string,
  at: number,
  format: EvaluationExportFormat,
): string {
  const safe = surveyTitle.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'Umfrage';
  return `Auswertung_${safe}_${formatFileDate(at)}.${format}`;
}

export const EXPORT_TEXTS = {
  overview: 'Übersicht',
  results: 'Ergebnisse',
  personal: 'Personenstandsdaten',
  answers: 'Antworten',
  freeText: 'Freitextantworten',
  noPoint: 'Noch kein Auswertungspunkt',
  node: 'Themenbereich',
  question: 'Frage',
} as const;

const RESULT_COLUMNS = [
  'Art',
  'Ebene',
  'Themenbereich / Frage',
  'Note (1–6)',
  'Bewertung',
  'Veränderung zur letzten Auswertung',
  'Durchschnittliche Antwort',
  'Antworten',
  ...ANSWER_SCALE.map((step) => `${step.text} (%)`),
  'Hinweis',
] as const;

function questionRow(question: Redacted<QuestionEvaluation>, depth: number): ExportCell[] {
  const hidden = question.hidden?.msg ?? null;
  const percentages = hidden ? null : question.percentages;
  return [
    EXPORT_TEXTS.question,
    depth,
    `${question.questionText}${question.inverted ? ' (invertiert)' : ''}`,
    hidden ? null : question.answerScore,
    hidden ? null : averageWord(question.answerScore),
    hidden ? null : question.trend,
    hidden ? null : question.averageAnswer,
    question.responseCount,
    ...ANSWER_SCALE.map((_, index) => percentages?.[index] ?? null),
    hidden ?? question.trendHidden?.msg ?? null,
  ];
}

function nodeRows(node: RedactedEvaluationNode, depth: number): ExportCell[][] {
  const hidden = node.hidden?.msg ?? null;
  const own: ExportCell[] = [
    EXPORT_TEXTS.node,
    depth,
    node.name,
    hidden ? null : node.score,
    hidden ? null : averageWord(node.score),
    hidden ? null : node.trend,
    null,
    node.responseCount,
    ...ANSWER_SCALE.map(() => null),
    hidden ?? node.trendHidden?.msg ?? null,
  ];
  return [
    own,
    ...node.children.flatMap((child) => nodeRows(child, depth + 1)),
    ...node.questionEvaluation.map((question) => questionRow(question, depth + 1)),
  ];
}

function overviewSheet(content: EvaluationExportContent): ExportSheet {
  const { point } = content;
  const rows: ExportCell[][] = [
    ['Umfrage', content.surveyTitle],
    ['Modul', PX_MODULE_LABELS[content.module]],
  ];
  if (!point) rows.push(['Auswertungspunkt', EXPORT_TEXTS.noPoint]);
  else {
    rows.push(
      ['Auswertungspunkt', formatDateTime(point.timestamp)],
      ['Runde', point.round],
      ['Versendet an', point.numberSentTo],
      ['Vollständig beantwortet', point.numberCompleteAnswered],
      ['Teilweise beantwortet', point.numberPartiallyAnswered],
      ['Nicht beantwortet', point.numberNotAnswered],
    );
    if (point.hidden) rows.push(['Hinweis', point.hidden.msg]);
  }
  for (const notice of content.answers?.notices ?? []) rows.push(['Hinweis', notice]);
  return { name: EXPORT_TEXTS.overview, columns: ['Angabe', 'Wert'], rows };
}

/**
 * The results of the point: every node with its subcategories and questions (depth first, as the
 * screen nests them), then the questions no node holds (process surveys). Hidden figures stay
 * empty and the row says why.
 */
function resultsSheet(point: RedactedEvaluationPoint): ExportSheet | null {
  const rows = point.nodes.flatMap((node) => nodeRows(node, 1));
  const inNodes = new Set<string>();
  const collect = (node: RedactedEvaluationNode): void => {
    for (const question of node.questionEvaluation) inNodes.add(question.questionId);
    node.children.forEach(collect);
  };
  point.nodes.forEach(collect);
  for (const question of point.questionEvaluations) {
    if (!inNodes.has(question.questionId)) rows.push(questionRow(question, 1));
  }
  return rows.length === 0 ? null : { name: EXPORT_TEXTS.results, columns: RESULT_COLUMNS, rows };
}

function personalSheet(point: RedactedEvaluationPoint): ExportSheet | null {
  const rows = point.personalQuestionEvaluations.flatMap((question): ExportCell[][] => {
    if (question.hidden || !question.scores) {
      return [[question.questionText, null, null, question.hidden?.msg ?? null]];
    }
    return question.scores.map((score) => [question.questionText, score.option, score.count, null]);
  });
  return rows.length === 0
    ? null
    : { name: EXPORT_TEXTS.personal, columns: ['Frage', 'Antwort', 'Anzahl', 'Hinweis'], rows };
}

function answerSheets(charts: readonly QuestionChart[]): ExportSheet[] {
  const counted: ExportCell[][] = [];
  const texts: ExportCell[][] = [];
  for (const chart of charts) {
    switch (chart.kind) {
      case 'counts':
      case 'dates':
        for (const bar of chart.bars) counted.push([chart.title, null, bar.label, bar.count]);
        break;
      case 'matrix':
        for (const row of chart.rows) {
          for (const bar of row.bars) counted.push([chart.title, row.label, bar.label, bar.count]);
        }
        break;
      case 'text':
        for (const answer of chart.answers) texts.push([chart.title, answer]);
        break;
    }
  }
  const sheets: ExportSheet[] = [];
  if (counted.length > 0) {
    sheets.push({
      name: EXPORT_TEXTS.answers,
      columns: ['Frage', 'Zeile', 'Antwort', 'Anzahl'],
      rows: counted,
    });
  }
  if (texts.length > 0)
    sheets.push({ name: EXPORT_TEXTS.freeText, columns: ['Frage', 'Antwort'], rows: texts });
  return sheets;
}

/** The sheets of the export, in the order the evaluation screen shows them. */
export function evaluationExportSheets(content: EvaluationExportContent): ExportSheet[] {
  const { point } = content;
  const sheets: (ExportSheet | null)[] = [
    overviewSheet(content),
    point ? resultsSheet(point) : null,
    point ? personalSheet(point) : null,
    ...answerSheets(content.answers?.charts ?? []),
  ];
  return sheets.filter((sheet): sheet is ExportSheet => sheet !== null);
}

/** UTF-8 byte order mark: without it German Excel reads the file as ANSI and breaks umlauts. */
export const CSV_BOM = '\uFEFF';
const CSV_SEPARATOR = ';';

/** A number as German Excel reads it: decimal comma, no thousands separator (2.5 → '2,5'). */
export function csvNumber(value: number): string {
  return String(value).replace('.', ',');
}

function csvCell(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return csvNumber(cell);
  // A cell starting with =, +, - or @ would run as a formula in Excel (CSV injection): a leading
  // apostrophe keeps it text.
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly ExportCell[]) => cells.map(csvCell).join(CSV_SEPARATOR);

/**
 * The sheets as one CSV for German Excel: UTF-8 with BOM, ';' between cells, decimal comma, CRLF
 * line ends; each sheet is a section headed by its name, sections apart by an empty line.
 */
export function evaluationCsv(sheets: readonly ExportSheet[]): string {
  const sections = sheets.map((sheet) =>
    [csvLine([sheet.name]), csvLine(sheet.columns), ...sheet.rows.map(csvLine)].join('\r\n'),
  );
  return `${CSV_BOM}${sections.join('\r\n\r\n')}\r\n`;
}
