import { describe, expect, it } from 'vitest';
import { redactBelowThreshold } from './anonymity.js';
import {
  CSV_BOM,
  csvNumber,
  type ExportSheet,
  evaluationCsv,
  evaluationExportFileName,
  evaluationExportSheets,
} from './evaluationExport.js';
import { buildEvaluationPoint, type EvaluationTree } from './evaluationPoint.js';

const tree: EvaluationTree = {
  nodes: [{ id: 'n1', name: 'Klarheit', nodeType: 'CATEGORY', questionIds: ['q1', 'q2'] }],
  questions: [
    { id: 'q1', text: 'Ich weiß, was von mir erwartet wird.', inverted: false },
    { id: 'q2', text: 'Abläufe sind "klar"; meistens.', inverted: true },
  ],
  personalQuestions: [{ id: 'p1', text: 'Bereich', options: ['Vertrieb', 'Technik'] }],
};

const at = Date.UTC(2026, 10, 27, 9, 30);

/** q1 answered by 6 people, q2 (optional) by 2: with threshold 5, q2 and its node are hidden. */
function point(threshold: number) {
  const built = buildEvaluationPoint(
    tree,
    {
      round: 1,
      sentTo: 8,
      completeAnswered: 6,
      partiallyAnswered: 1,
      levels: { q1: [1, 2, 3, 0, 0, 0], q2: [0, 1, 1, 0, 0, 0] },
      options: { p1: { Vertrieb: 4, Technik: 2 } },
    },
    at,
  );
  return redactBelowThreshold(built, threshold);
}

const sheet = (sheets: readonly ExportSheet[], name: string) => sheets.find((s) => s.name === name);

describe('evaluationExportFileName', () => {
  it('names the file Auswertung_<Umfrage>_<Datum> with the German day and the format', () => {
    expect(evaluationExportFileName('Bindung 2026', at, 'xlsx')).toBe(
      'Auswertung_Bindung 2026_2026-11-27.xlsx',
    );
    expect(evaluationExportFileName('Team: Nord/Süd?', at, 'csv')).toBe(
      'Auswertung_Team_ Nord_Süd__2026-11-27.csv',
    );
    expect(evaluationExportFileName('  ', at, 'csv')).toBe('Auswertung_Umfrage_2026-11-27.csv');
  });
});

describe('evaluationExportSheets', () => {
  it('leaves the figures of a question below the threshold empty and says why', () => {
    const sheets = evaluationExportSheets({ surveyTitle: 'Bindung', module: 'Module_One', point: point(5) });
    const results = sheet(sheets, 'Ergebnisse');
    const q1 = results?.rows.find((row) => row[2] === 'Ich weiß, was von mir erwartet wird.');
    const q2 = results?.rows.find((row) => String(row[2]).startsWith('Abläufe'));
    const node = results?.rows.find((row) => row[2] === 'Klarheit');
    // q1: 6 answers, levels 1,1,2,2,2,... → average answer (1+4+9)/6 = 2.3, percentages 16.67/33.33/50.
    expect(q1?.slice(3, 14)).toEqual([2.3, 'Gut', 0, 2.3, 6, 16.67, 33.33, 50, 0, 0, 0]);
    expect(q1?.at(-1)).toBeNull();
    expect(q2?.slice(3, 8)).toEqual([null, null, null, null, 2]);
    expect(q2?.slice(8, 14)).toEqual([null, null, null, null, null, null]);
    expect(q2?.at(-1)).toBe('Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)');
    // The node is counted by its least-answered question: hidden too, so q2 cannot be worked out.
    expect(node?.[3]).toBeNull();
    expect(node?.at(-1)).toBe('Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)');
  });

  it('hides a personal question whose group is below the threshold and shows the counts of the others', () => {
    const hidden = sheet(
      evaluationExportSheets({ surveyTitle: 'B', module: 'Module_One', point: point(7) }),
      'Personenstandsdaten',
    );
    expect(hidden?.rows).toEqual([
      ['Bereich', null, null, 'Zu wenige Antworten für eine anonyme Auswertung (mindestens 7)'],
    ]);
    const shown = sheet(
      evaluationExportSheets({ surveyTitle: 'B', module: 'Module_One', point: point(5) }),
      'Personenstandsdaten',
    );
    expect(shown?.rows).toEqual([
      ['Bereich', 'Vertrieb', 4, null],
      ['Bereich', 'Technik', 2, null],
    ]);
  });

  it('says there is no evaluation point yet and exports no results before the first one', () => {
    const sheets = evaluationExportSheets({ surveyTitle: 'Neu', module: 'STRESS_MODULE', point: null });
    expect(sheets.map((s) => s.name)).toEqual(['Übersicht']);
    expect(sheets[0]?.rows).toContainEqual(['Modul', 'Belastungsmodul']);
    expect(sheets[0]?.rows).toContainEqual(['Auswertungspunkt', 'Noch kein Auswertungspunkt']);
  });

  it('lists the counted answers and the released free texts of a custom survey on their own sheets', () => {
    const sheets = evaluationExportSheets({
      surveyTitle: 'Eigene',
      module: 'NONE',
      point: null,
      answers: {
        charts: [
          { kind: 'counts', name: 'q1', title: 'Zufrieden?', bars: [{ label: 'Ja', count: 5 }] },
          {
            kind: 'matrix',
            name: 'm1',
            title: 'Teamarbeit',
            rows: [{ label: 'Zeile 1', bars: [{ label: 'Trifft zu', count: 3 }] }],
          },
          { kind: 'text', name: 't1', title: 'Was fehlt?', answers: ['Mehr Zeit'] },
        ],
        notices: ['Freitexte folgen ab 10 Antworten.'],
      },
    });
    expect(sheet(sheets, 'Antworten')?.rows).toEqual([
      ['Zufrieden?', null, 'Ja', 5],
      ['Teamarbeit', 'Zeile 1', 'Trifft zu', 3],
    ]);
    expect(sheet(sheets, 'Freitextantworten')?.rows).toEqual([['Was fehlt?', 'Mehr Zeit']]);
    expect(sheet(sheets, 'Übersicht')?.rows).toContainEqual(['Hinweis', 'Freitexte folgen ab 10 Antworten.']);
  });
});

describe('evaluationCsv', () => {
  it('writes UTF-8 with BOM, semicolons, decimal commas and CRLF, as German Excel opens it', () => {
    const csv = evaluationCsv(
      evaluationExportSheets({ surveyTitle: 'Bindung', module: 'Module_One', point: point(5) }),
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Übersicht');
    expect(lines[1]).toBe('Angabe;Wert');
    expect(lines).toContain('Vollständig beantwortet;6');
    expect(lines).toContain('Ergebnisse');
    expect(lines.find((line) => line.startsWith('Frage;2;Ich weiß'))).toBe(
      'Frage;2;Ich weiß, was von mir erwartet wird.;2,3;Gut;0;2,3;6;16,67;33,33;50;0;0;0;',
    );
    // A text with the separator or quotes is quoted, inner quotes doubled.
    expect(csv).toContain('"Abläufe sind ""klar""; meistens. (invertiert)"');
  });

  it('keeps text that Excel would run as a formula as plain text', () => {
    const csv = evaluationCsv([{ name: 'X', columns: ['A'], rows: [['=HYPERLINK("x")'], ['-5 Punkte']] }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain("'-5 Punkte");
  });

  it('writes negative and whole numbers without a thousands separator', () => {
    expect(csvNumber(-0.3)).toBe('-0,3');
    expect(csvNumber(12345)).toBe('12345');
    expect(csvNumber(99.99)).toBe('99,99');
  });
});
