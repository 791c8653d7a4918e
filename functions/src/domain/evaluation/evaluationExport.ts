import {
  type EvaluationExportContent,
  type EvaluationExportFormat,
  type ExportSheet,
  evaluationCsv,
  evaluationExportFileName,
  evaluationExportSheets,
  type PxModule,
  parseAnswerRecords,
  questionCharts,
  type SurveySchema,
} from '@prozesspuls/shared/px';
import { storeEvaluationExport } from '../../adapters/exportStorage.js';
import { getSurveySchemaJson } from '../../adapters/surveyStorage.js';
import { listEvaluationPoints } from '../../data/repositories/evaluationPoints.js';
import type { loadSurvey } from '../../data/repositories/surveyRecords.js';
import type { Identity } from '../identity.js';
import { customAnswersOf } from './customAnswers.js';
import { evaluatedSurvey } from './evaluationAccess.js';
import { redactedSeries } from './evaluationReads.js';
import { surveyThresholds } from './threshold.js';

/** Above this the file goes through S3: base64 makes it a third larger, a Lambda answers ≤ 6 MB. */
export const INLINE_EVALUATION_EXPORT_LIMIT = 4 * 1024 * 1024;

export const EXPORT_CONTENT_TYPES: Readonly<Record<EvaluationExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type EvaluationExportFile =
  | {
      readonly kind: 'inline';
      readonly content: Buffer;
      readonly fileName: string;
      readonly contentType: string;
    }
  | { readonly kind: 'stored'; readonly url: string };

type SurveyRecord = NonNullable<Awaited<ReturnType<typeof loadSurvey>>>;

/**
 * What an evaluation file (export or PDF) may hold, read through the same paths as the evaluation
 * screens: the latest point redacted with the survey's earlier points (threshold and difference
 * rule, as the module evaluation), and for custom surveys the released answer records and
 * free-text batches of the custom analytics (never a round or a batch below its threshold).
 */
export async function evaluationFileContent(
  caller: Identity,
  survey: SurveyRecord,
): Promise<EvaluationExportContent> {
  const [points, thresholdOf] = await Promise.all([
    listEvaluationPoints(caller.clientId, survey.surveyId),
    surveyThresholds(caller.clientId),
  ]);
  const point = redactedSeries(points, thresholdOf(survey)).at(-1)?.redacted ?? null;
  const module = survey.module as PxModule;
  if (module !== 'NONE') return { surveyTitle: survey.title, module, point };
  const [answers, schemaJson] = await Promise.all([
    customAnswersOf(caller, survey.surveyId),
    getSurveySchemaJson(survey.schemaKey),
  ]);
  const schema = JSON.parse(schemaJson) as SurveySchema;
  const charts = questionCharts(
    schema,
    parseAnswerRecords(answers.items.map((item) => item.answers)),
    answers.freeText,
  );
  const notices = [answers.hidden?.msg, answers.freeTextHidden?.msg].filter(
    (msg): msg is string => typeof msg === 'string',
  );
  return { surveyTitle: survey.title, module, point, answers: { charts, notices } };
}

/** Excel's limit for sheet names. */
const SHEET_NAME_MAX = 31;

/** The sheets as an Excel workbook: a bold header row, numbers as numbers (Excel formats them German). */
async function workbook(sheets: readonly ExportSheet[], title: string): Promise<Buffer> {
  // Loaded here, on the request that writes a workbook: exceljs and what it pulls in (jszip,
  // archiver, unzipper …) are ~0.9 MB that the CSV export and the PDF report never run.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'ProzessPuls';
  book.title = title;
  for (const sheet of sheets) {
    const worksheet = book.addWorksheet(sheet.name.slice(0, SHEET_NAME_MAX));
    worksheet.addRow([...sheet.columns]).font = { bold: true };
    for (const row of sheet.rows) worksheet.addRow(row.map((cell) => cell ?? undefined));
    worksheet.columns.forEach((column, index) => {
      const longest = Math.max(
        String(sheet.columns[index] ?? '').length,
        ...sheet.rows.map((row) => String(row[index] ?? '').length),
      );
      column.width = Math.min(Math.max(longest + 2, 8), 60);
    });
    worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * GET /px/evaluation/{surveyId}/export/{format}: the survey's evaluation as CSV (UTF-8 with BOM,
 * ';', decimal comma: what German Excel opens) or as an Excel workbook, named
 * `Auswertung_<Umfrage>_<Datum>.<format>`; a file too large for an API answer is stored and
 * answered as a short-lived link.
 */
export async function evaluationExport(
  caller: Identity,
  surveyId: string,
  format: EvaluationExportFormat,
  now: number,
): Promise<EvaluationExportFile> {
  const content = await evaluationFileContent(caller, await evaluatedSurvey(caller, surveyId));
  const sheets = evaluationExportSheets(content);
  const fileName = evaluationExportFileName(content.surveyTitle, now, format);
  const bytes =
    format === 'csv'
      ? Buffer.from(evaluationCsv(sheets), 'utf8')
      : await workbook(sheets, content.surveyTitle);
  const contentType = EXPORT_CONTENT_TYPES[format];
  if (bytes.length <= INLINE_EVALUATION_EXPORT_LIMIT)
    return { kind: 'inline', content: bytes, fileName, contentType };
  return { kind: 'stored', url: await storeEvaluationExport(caller.clientId, bytes, fileName, contentType) };
}
