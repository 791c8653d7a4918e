import type { PxQuestion } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { inTab, matchesSearch, pageOf, tabCounts } from './question-table';

const question = (id: string, createdBy: string): PxQuestion => ({
  id,
  text: `Frage ${id}`,
  createdDate: createdBy ? 1 : null,
  createdBy,
  userId: createdBy,
  answerType: 'TEXT',
  module: 'NONE',
  moduleNumber: 0,
  personal: false,
  element: null,
  answerOptions: [],
  answerRatingInverted: false,
  position: 1,
  page: 'NONE',
  type: 'NONE',
  isStandard: createdBy === '',
});

const rows = [question('a', 'modeller@demo.local'), question('b', 'admin@demo.local'), question('c', '')];

describe('question overview tabs', () => {
  it("puts the caller's own questions in 'Meine Fragen', other members' in 'Mandantenfragen', standard ones under 'Alle' only", () => {
    expect(rows.filter((q) => inTab(q, 'mine', 'Modeller@demo.local')).map((q) => q.id)).toEqual(['a']);
    expect(rows.filter((q) => inTab(q, 'client', 'modeller@demo.local')).map((q) => q.id)).toEqual(['b']);
    expect(rows.filter((q) => inTab(q, 'all', 'modeller@demo.local')).map((q) => q.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(tabCounts(rows, 'modeller@demo.local')).toEqual({ all: 3, mine: 1, client: 1 });
  });

  it('searches text and labels case-insensitively', () => {
    expect(matchesSearch(rows[0] as PxQuestion, 'frage A', [])).toBe(true);
    expect(matchesSearch(rows[0] as PxQuestion, 'matrix', ['Matrixauswahl'])).toBe(true);
    expect(matchesSearch(rows[0] as PxQuestion, 'zzz', ['Text'])).toBe(false);
  });

  it('shows 15 rows per page', () => {
    const many = Array.from({ length: 20 }, (_, i) => i);
    expect(pageOf(many, 0)).toHaveLength(15);
    expect(pageOf(many, 1)).toEqual([15, 16, 17, 18, 19]);
  });
});
