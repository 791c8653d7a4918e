import type { HandbookChapter } from '../content/handbook';

export interface HandbookHit {
  readonly chapterId: string;
  readonly chapterTitle: string;
  readonly sectionId: string;
  readonly sectionTitle: string;
  /** The paragraph the first word was found in, for the result list. */
  readonly excerpt: string;
}

/** Lower case without accents, so 'Maßnahme' finds 'massnahme' and 'Prüfer' finds 'prufer'. */
export function normalise(text: string): string {
  return text.toLocaleLowerCase('de').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Full-text search over the handbook: a section matches when every word of the query occurs in its
 * title, its chapter's title or its text. Sections in order of the handbook.
 */
export function searchHandbook(chapters: readonly HandbookChapter[], query: string): HandbookHit[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return chapters.flatMap((chapter) =>
    chapter.sections.flatMap((section) => {
      const haystack = normalise([chapter.title, section.title, ...section.paragraphs].join(' '));
      if (!words.every((word) => haystack.includes(word))) return [];
      const first = words[0] ?? '';
      const excerpt =
        section.paragraphs.find((paragraph) => normalise(paragraph).includes(first)) ??
        section.paragraphs[0] ??
        '';
      return [
        {
          chapterId: chapter.id,
          chapterTitle: chapter.title,
          sectionId: section.id,
          sectionTitle: section.title,
          excerpt,
        },
      ];
    }),
  );
}
