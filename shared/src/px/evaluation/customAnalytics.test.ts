import { describe, expect, it } from 'vitest';
import type { SurveySchema } from '../survey/schema.js';
import { analysedElements, parseAnswerRecords, questionCharts } from './customAnalytics.js';

/** Survey choices (also matrix rows and columns) from [value, text] pairs. */
const choicesOf = <V extends string | number>(...pairs: Array<[V, string]>) =>
  pairs.map(([value, text]) => ({ value, text }));

const schema: SurveySchema = {
  title: 'Eigene Umfrage',
  deadlineDate: null,
  locale: 'de',
  pages: [
    { name: 'Welcome', elements: [{ type: 'html', name: 'titlePage', html: '<p>Hallo</p>' }] },
    {
      name: 'Seite 1',
      elements: [
        {
          type: 'radiogroup',
          name: 'team',
          title: 'Ihr Team',
          choices: choicesOf(['a', 'Vertrieb'], ['b', 'Technik']),
        },
        {
          type: 'rating',
          name: 'zufrieden',
          title: 'Wie zufrieden sind Sie?',
          rateCount: 3,
          rateMin: 1,
          rateMax: 3,
          minRateDescription: 'gar nicht',
          maxRateDescription: 'sehr',
        },
        {
          type: 'matrix',
          name: 'm1',
          title: 'Matrix',
          titleLocation: 'hidden',
          rows: choicesOf(['r1', 'Ich arbeite gern hier.'], ['r2', 'Ich fühle mich wohl.']),
          columns: choicesOf([1, 'Trifft überhaupt nicht zu'], [6, 'Trifft voll und ganz zu']),
        },
        { type: 'text', name: 'start', title: 'Seit wann?', inputType: 'date' },
        { type: 'comment', name: 'idee', title: 'Ihre Idee' },
      ],
    },
  ],
};

/** The expected bars of a chart, from [label, count] pairs in chart order. */
const bars = (...counts: Array<[string, number]>) => counts.map(([label, count]) => ({ label, count }));

const records = parseAnswerRecords([
  JSON.stringify({ team: 'a', zufrieden: 3, m1: { r1: 6, r2: 1 }, start: '2024-05-02' }),
  JSON.stringify({ team: 'a', zufrieden: 1, m1: { r1: 6 }, start: '2024-05-01' }),
  { team: 'b', start: '2024-05-02' },
  'kein JSON',
]);

/** The charts of the records above, without free-text answers. */
const charts = questionCharts(schema, records);

describe('custom survey analytics', () => {
  it('drops a first page named Welcome and html blocks', () => {
    expect(analysedElements(schema).map((element) => element.name)).toEqual([
      'team',
      'zufrieden',
      'm1',
      'start',
      'idee',
    ]);
  });

  it('reads answer records given as JSON text or objects and skips broken ones', () => {
    expect(records).toHaveLength(3);
  });

  it('counts choices and ratings over all options, zero for unchosen ones', () => {
    const [team, rating] = charts;
    expect(team).toEqual({
      kind: 'counts',
      name: 'team',
      title: 'Ihr Team',
      bars: bars(['Vertrieb', 2], ['Technik', 1]),
    });
    expect(rating?.kind === 'counts' && rating.bars.map((bar) => [bar.label, bar.count])).toEqual([
      ['1', 1],
      ['2', 0],
      ['3', 1],
    ]);
  });

  it('titles a matrix by its first row and counts each row apart', () => {
    expect(charts[2]).toEqual({
      kind: 'matrix',
      name: 'm1',
      title: 'Ich arbeite gern hier.',
      rows: [
        {
          label: 'Ich arbeite gern hier.',
          bars: bars(['Trifft überhaupt nicht zu', 0], ['Trifft voll und ganz zu', 2]),
        },
        {
          label: 'Ich fühle mich wohl.',
          bars: bars(['Trifft überhaupt nicht zu', 1], ['Trifft voll und ganz zu', 0]),
        },
      ],
    });
  });

  it('shows dates as a histogram per day in date order', () => {
    expect(charts[3]).toEqual({
      kind: 'dates',
      name: 'start',
      title: 'Seit wann?',
      bars: bars(['01.05.2024', 1], ['02.05.2024', 2]),
    });
  });

  it('lists free-text answers, which the API delivers apart from the records', () => {
    const comment = questionCharts(schema, records, [
      { name: 'idee', answers: ['Mehr Pausen', 'Homeoffice'] },
    ])[4];
    expect(comment).toEqual({
      kind: 'text',
      name: 'idee',
      title: 'Ihre Idee',
      answers: ['Mehr Pausen', 'Homeoffice'],
    });
    expect(charts[4]).toMatchObject({ kind: 'text', answers: [] });
  });
});
