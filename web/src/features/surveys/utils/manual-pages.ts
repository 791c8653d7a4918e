import { DEFAULT_PAGE_TITLE } from '@prozesspuls/shared/px';

/** A page of the manual wizard (title, questions). */
export interface DraftPage {
  readonly key: string;
  readonly title: string;
  readonly questionIds: readonly string[];
}

let pageCounter = 0;
const pageKey = () => {
  pageCounter += 1;
  return `page-${pageCounter}`;
};

export const emptyPage = (index: number): DraftPage => ({
  key: pageKey(),
  title: index === 0 ? DEFAULT_PAGE_TITLE : `Seite ${index + 1}`,
  questionIds: [],
});

/** The question goes to the page (at the end) and leaves every other page. */
export function placeQuestion(
  pages: readonly DraftPage[],
  pageIndex: number,
  questionId: string,
): DraftPage[] {
  return pages.map((page, index) => {
    const others = page.questionIds.filter((id) => id !== questionId);
    return index === pageIndex
      ? { ...page, questionIds: [...others, questionId] }
      : { ...page, questionIds: others };
  });
}

export function removeQuestion(pages: readonly DraftPage[], questionId: string): DraftPage[] {
  return pages.map((page) => ({ ...page, questionIds: page.questionIds.filter((id) => id !== questionId) }));
}

/** Removing a page returns its questions to the list; removing the last one leaves an empty 'Seite 1'. */
export function removePage(pages: readonly DraftPage[], pageIndex: number): DraftPage[] {
  const rest = pages.filter((_page, index) => index !== pageIndex);
  return rest.length === 0 ? [emptyPage(0)] : rest;
}

export function renamePage(pages: readonly DraftPage[], pageIndex: number, title: string): DraftPage[] {
  return pages.map((page, index) =>
    index === pageIndex ? { ...page, title: title.trim() || page.title } : page,
  );
}

/** Ids on any page: they are no longer offered in the list. */
export const placedIds = (pages: readonly DraftPage[]) => new Set(pages.flatMap((page) => page.questionIds));
