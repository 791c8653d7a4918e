import { describe, expect, it } from 'vitest';
import { submissionIncrements } from '../evaluation/counters.js';
import { countedQuestionsOf, splitAnswers } from './answers.js';
import type { SurveySchema } from './schema.js';
import { schemaWithStartPage } from './schema.test-data.js';

const schema: SurveySchema = schemaWithStartPage('T', [
  {
    name: 'p1',
    elements: [
      {
        type: 'matrix',
        name: 'q1',
        title: 'Frage 1',
        titleLocation: 'hidden',
        rows: [{ value: 'q1', text: 'Frage 1' }],
        columns: [1, 2, 3, 4, 5, 6].map((value) => ({ value, text: String(value) })),
      },
      { type: 'radiogroup', name: 'age', title: 'Alter', choices: [{ value: '<30', text: '<30' }] },
      { type: 'comment', name: 'c', title: 'Anmerkungen' },
      { type: 'text', name: 'd', title: 'Datum', inputType: 'date' },
      {
        type: 'rating',
        name: 'r',
        title: 'R',
        rateCount: 6,
        rateMin: 1,
        rateMax: 6,
        minRateDescription: 'a',
        maxRateDescription: 'b',
      },
    ],
  },
]);

describe('splitAnswers', () => {
  it('keeps free text apart and counts matrix, rating and option answers', () => {
    const split = splitAnswers(schema, { q1: { q1: 5 }, age: '<30', c: 'frei', d: '2026-01-02', r: 2 });
    expect(split).toEqual({
      answers: { q1: { q1: 5 }, age: '<30', d: '2026-01-02', r: 2 },
      freeText: { c: 'frei' },
      counted: { q1: 5, age: '<30', r: 2 },
    });
    expect(submissionIncrements(split?.counted ?? {}, countedQuestionsOf(schema))).toEqual([
      { kind: 'level', questionId: 'q1', level: 5 },
      { kind: 'option', questionId: 'age', option: '<30' },
      { kind: 'level', questionId: 'r', level: 2 },
    ]);
  });

  it.each([
    ['an unknown question', { nope: 1 }],
    ['a level off the scale', { q1: { q1: 7 } }],
    ['a foreign matrix row', { q1: { other: 3 } }],
    ['an unknown option', { age: '>99' }],
    ['text for a rating', { r: 'viel' }],
    ['a malformed date', { d: 'gestern' }],
    ['the start page', { titlePage: 'x' }],
  ])('refuses %s', (_, answers) => {
    expect(splitAnswers(schema, answers)).toBeNull();
  });

  it('leaves empty answers out', () => {
    expect(splitAnswers(schema, { c: '', q1: {} })).toEqual({ answers: {}, freeText: {}, counted: {} });
  });
});
