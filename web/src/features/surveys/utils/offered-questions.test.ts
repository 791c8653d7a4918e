import { describe, expect, it } from 'vitest';
import { mergeOfferedQuestions, parseOfferedQuestions } from './offered-questions';

const ownQuestion = (overrides: Record<string, unknown>) => ({
  id: 'q-1',
  text: 'Ich kenne meine Aufgaben.',
  answerType: 'RATING',
  type: 'NONE',
  module: 'NONE',
  element: 'none',
  answerOptions: [],
  ...overrides,
});

describe('parseOfferedQuestions', () => {
  it('offers an own question without process perspective', () => {
    expect(parseOfferedQuestions([ownQuestion({})])).toEqual([
      { id: 'q-1', text: 'Ich kenne meine Aufgaben.', answerType: 'RATING', answerOptions: [] },
    ]);
  });

  it('leaves out a process-perspective question even when its type is NONE', () => {
    expect(parseOfferedQuestions([ownQuestion({ module: 'Module_Four', element: 'Activity' })])).toEqual([]);
  });

  it('leaves out a question attached to an element kind', () => {
    expect(parseOfferedQuestions([ownQuestion({ element: 'Activity' })])).toEqual([]);
  });

  it('leaves out entries of another perspective type or with an unknown answer type', () => {
    expect(
      parseOfferedQuestions([ownQuestion({ type: 'PROCESS' }), ownQuestion({ id: 'q-2', answerType: 'X' })]),
    ).toEqual([]);
  });
});

describe('mergeOfferedQuestions', () => {
  it('lists own questions first and each id once', () => {
    const own = parseOfferedQuestions([ownQuestion({})]);
    const merged = mergeOfferedQuestions(own, [...own, { ...own[0], id: 'std-1' } as (typeof own)[number]]);
    expect(merged.map((question) => question.id)).toEqual(['q-1', 'std-1']);
  });
});
