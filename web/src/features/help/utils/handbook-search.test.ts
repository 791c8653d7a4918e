import { describe, expect, it } from 'vitest';
import { HANDBOOK_CHAPTERS } from '@/config/handbook';
import { HANDBOOK } from '../content/handbook';
import { normalise, searchHandbook } from './handbook-search';

describe('handbook content', () => {
  it('has the nine chapters of config/handbook in order, each with sections of unique ids', () => {
    expect(HANDBOOK.map((chapter) => [chapter.id, chapter.title])).toEqual(
      HANDBOOK_CHAPTERS.map((chapter) => [chapter.id, chapter.title]),
    );
    const ids = HANDBOOK.flatMap((chapter) => chapter.sections.map((section) => section.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const chapter of HANDBOOK) expect(chapter.sections.length).toBeGreaterThan(0);
  });
});

describe('searchHandbook', () => {
  it('finds a section by a word of its text, ignoring case and umlauts', () => {
    const hits = searchHandbook(HANDBOOK, 'TICKETNUMMER');
    expect(hits.map((hit) => hit.sectionId)).toContain('hilfe-fehler-melden');
    expect(searchHandbook(HANDBOOK, 'massnahmen').map((hit) => hit.chapterId)).toContain('auswertung');
  });

  it('needs every word of the query in the same section', () => {
    expect(searchHandbook(HANDBOOK, 'Ampel Checkliste').map((hit) => hit.sectionId)).toEqual([
      'checklisten-arbeiten',
    ]);
    expect(searchHandbook(HANDBOOK, 'Ampel Quantencomputer')).toEqual([]);
  });

  it('finds nothing for an empty query', () => {
    expect(searchHandbook(HANDBOOK, '   ')).toEqual([]);
  });

  it('normalises ß and accents', () => {
    expect(normalise('Maßnahme Prüfer')).toBe('massnahme prufer');
  });
});
