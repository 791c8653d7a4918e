import { buildEvaluationPoint, type EvaluationTree, SURVEY_MESSAGES } from '@prozesspuls/shared/px';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { iwakSurveyBody, manualSurveyBody } from '../fixtures/surveys.js';
import { login } from './client.js';
import { pointFunctionsAtLocalCloud } from './in-process.js';
import { closeDynamo } from './local-table.js';
import { createdContent } from './manual-surveys.js';
import { pdfText } from './pdf-text.js';
import { createSurveyTenant, type Tenant } from './security-helpers.js';
import { createdSurvey } from './surveys-api.js';

/**
 * The evaluation export (CSV and Excel): the figures of the latest stored evaluation point under
 * the anonymity threshold, as the evaluation screens show them; a question answered by fewer
 * people than the threshold leaves no figure in the file. The point is stored in this process
 * against the local cloud's DynamoDB, as the finish workflow stores it.
 */

let creator = '';
let employee = '';
let other: Tenant;

const SHOWN = 'Ich weiß, was von mir erwartet wird.';
const OPTIONAL = 'Ich kann Abläufe selbst verbessern.';
const HIDDEN_MSG = 'Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)';

/** Six people answered the first question, only two the optional second one. */
const tree: EvaluationTree = {
  nodes: [
    { id: 'klarheit', name: 'Klarheit', nodeType: 'CATEGORY', questionIds: ['q-shown'] },
    { id: 'gestaltung', name: 'Gestaltung', nodeType: 'CATEGORY', questionIds: ['q-optional'] },
  ],
  questions: [
    { id: 'q-shown', text: SHOWN, inverted: false },
    { id: 'q-optional', text: OPTIONAL, inverted: false },
  ],
};

async function storePoint(surveyId: string, clientId: number, module: string, withPersonal = false) {
  pointFunctionsAtLocalCloud();
  const points = await import('../../functions/src/data/repositories/evaluationPoints.js');
  const personal = withPersonal
    ? { personalQuestions: [{ id: 'p-bereich', text: 'Bereich', options: ['Vertrieb', 'Technik'] }] }
    : {};
  const point = buildEvaluationPoint(
    { ...tree, ...personal },
    {
      round: 1,
      sentTo: 10,
      completeAnswered: 6,
      partiallyAnswered: 1,
      levels: { 'q-shown': [1, 2, 3, 0, 0, 0], 'q-optional': [0, 0, 0, 0, 1, 1] },
      options: withPersonal ? { 'p-bereich': { Vertrieb: 4, Technik: 2 } } : {},
    },
    Date.now(),
  );
  await points.putEvaluationPoint({ clientId, surveyId, timestampId: `export-${surveyId}`, module, point });
}

function exportOf(surveyId: string, format: string, token = creator) {
  return fetch(`${inject('baseUrl')}/api/px/evaluation/${surveyId}/export/${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

let iwakSurvey = '';

beforeAll(async () => {
  // admin@demo.local holds SURVEY (as ADMIN) in the demo client (id 1); mitarbeiter holds none.
  creator = (await login('admin@demo.local')).accessToken;
  employee = (await login('mitarbeiter@demo.local')).accessToken;
  other = await createSurveyTenant(creator, 'Export');
  iwakSurvey = (await createdSurvey(creator, iwakSurveyBody('Bindung Export'))).id;
  await storePoint(iwakSurvey, 1, 'Module_One');
}, 120_000);

afterAll(() => closeDynamo());

describe('evaluation export', () => {
  it('writes a CSV for German Excel: BOM, semicolons, decimal comma, no figure of a question below the threshold', async () => {
    const response = await exportOf(iwakSurvey, 'csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain(
      `Auswertung_Bindung Export_${today()}.csv`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toContain('Modul;Bindungsmodul');
    expect(lines).toContain('Vollständig beantwortet;6');
    // 6 answers on levels 1, 2, 2, 3, 3, 3: average 2,3 (Gut); percentages 16,67 / 33,33 / 50.
    expect(lines).toContain(`Frage;2;${SHOWN};2,3;Gut;0;2,3;6;16,67;33,33;50;0;0;0;`);
    // The optional question (2 answers) and its node: counts only, no score, no distribution.
    expect(lines).toContain(`Frage;2;${OPTIONAL};;;;;2;;;;;;;${HIDDEN_MSG}`);
    expect(lines).toContain(`Themenbereich;1;Gestaltung;;;;;2;;;;;;;${HIDDEN_MSG}`);
    expect(lines.join('\n')).not.toMatch(/5,5|Mangelhaft|;50;50;/);
  }, 60_000);

  it('writes the same figures into an Excel workbook that ExcelJS reads back', async () => {
    const response = await exportOf(iwakSurvey, 'xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain(
      `Auswertung_Bindung Export_${today()}.xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Übersicht', 'Ergebnisse']);
    const results = book.getWorksheet('Ergebnisse');
    const rows = (results?.getSheetValues() ?? []).filter(Array.isArray) as unknown[][];
    // getSheetValues rows are 1-based: index 1 is column A.
    expect(rows[0]?.slice(1, 5)).toEqual(['Art', 'Ebene', 'Themenbereich / Frage', 'Note (1–6)']);
    const shown = rows.find((row) => row[3] === SHOWN);
    expect(shown?.slice(4, 9)).toEqual([2.3, 'Gut', 0, 2.3, 6]);
    expect(shown?.slice(9, 12)).toEqual([16.67, 33.33, 50]);
    const hidden = rows.find((row) => row[3] === OPTIONAL);
    expect(hidden?.slice(4, 8)).toEqual([undefined, undefined, undefined, undefined]);
    expect(hidden?.[8]).toBe(2);
    expect(hidden?.slice(9, 15).filter((cell) => cell !== undefined)).toEqual([]);
    expect(hidden?.[15]).toBe(HIDDEN_MSG);
    const overview = book.getWorksheet('Übersicht');
    expect(overview?.getCell('B3').value).toBeTypeOf('string');
    expect(overview?.getCell('A1').value).toBe('Angabe');
  }, 60_000);

  it('answers 403 without the evaluation right, 404 for another tenant and 400 for an unknown format', async () => {
    const refused = await exportOf(iwakSurvey, 'csv', employee);
    expect(refused.status).toBe(403);
    const foreign = await exportOf(iwakSurvey, 'xlsx', other.token);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ msg: SURVEY_MESSAGES.notFound });
    const unknown = await exportOf(iwakSurvey, 'pdf');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { msg: string }).msg).toContain('Unbekanntes Exportformat');
  }, 60_000);

  it('exports a custom survey without an evaluation point as its overview, saying so', async () => {
    const created = await createdSurvey(
      other.token,
      manualSurveyBody('Eigene Umfrage Export', await createdContent(other.token)),
    );
    const response = await exportOf(created.id, 'csv', other.token);
    expect(response.status).toBe(200);
    const text = Buffer.from(await response.arrayBuffer())
      .subarray(3)
      .toString('utf8');
    expect(text).toContain('Umfrage;Eigene Umfrage Export');
    expect(text).toContain('Modul;Benutzerdefiniert');
    expect(text).toContain('Auswertungspunkt;Noch kein Auswertungspunkt');
    // The demo client's survey stays invisible to this tenant and this one's to the demo client.
    expect((await exportOf(created.id, 'csv')).status).toBe(404);
  }, 90_000);

  it('renders the evaluation PDF of a custom survey with its personal questions', async () => {
    const created = await createdSurvey(
      other.token,
      manualSurveyBody('Eigene Umfrage PDF', await createdContent(other.token)),
    );
    await storePoint(created.id, other.clientId, 'NONE', true);
    const response = await fetch(`${inject('baseUrl')}/api/px/evaluation/${created.id}/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Eigene Umfrage PDF');
    expect(text).toContain('Personenstandsdaten');
    expect(text).toContain('Vertrieb');
    expect(text).toContain(HIDDEN_MSG);
  }, 120_000);
});
