import { describe, expect, it } from 'vitest';
import { emptyPage, placedIds, placeQuestion, removePage, removeQuestion, renamePage } from './manual-pages';

describe('manual wizard pages', () => {
  const two = () => [emptyPage(0), emptyPage(1)];

  it('places a question on one page only, moving it from another', () => {
    const first = placeQuestion(two(), 0, 'q1');
    expect(first.map((p) => p.questionIds)).toEqual([['q1'], []]);
    const moved = placeQuestion(first, 1, 'q1');
    expect(moved.map((p) => p.questionIds)).toEqual([[], ['q1']]);
    expect(placedIds(moved)).toEqual(new Set(['q1']));
  });

  it('returns a removed question to the list', () => {
    const pages = removeQuestion(placeQuestion(two(), 0, 'q1'), 'q1');
    expect(placedIds(pages).size).toBe(0);
  });

  it('removing a page returns its questions; removing the last leaves an empty "Seite 1"', () => {
    const pages = removePage(placeQuestion(two(), 1, 'q2'), 1);
    expect(pages).toHaveLength(1);
    expect(placedIds(pages).has('q2')).toBe(false);
    const last = removePage(placeQuestion(pages, 0, 'q1'), 0);
    expect(last).toHaveLength(1);
    expect(last[0]).toMatchObject({ title: 'Seite 1', questionIds: [] });
  });

  it('renames a page and keeps the old title for an empty name', () => {
    expect(renamePage(two(), 1, ' Führung ')[1]?.title).toBe('Führung');
    expect(renamePage(two(), 1, '  ')[1]?.title).toBe('Seite 2');
  });
});
