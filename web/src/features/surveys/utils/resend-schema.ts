import type { SurveySchema } from '@prozesspuls/shared';
import { TITLE_PAGE_NAME, titlePages } from '@prozesspuls/shared/px';

/** The start page HTML a stored schema carries on its title page ('' when it has none). */
export function startPageHtmlOf(schema: SurveySchema): string {
  const first = schema.pages[0];
  if (first?.name !== TITLE_PAGE_NAME) return '';
  const html = first.elements.find((element) => element.type === 'html');
  return html && 'html' in html ? html.html : '';
}

/**
 * The survey of the next round: the same question pages, the title, deadline
 * and start page from the resend screen. The questions stay as they were, so the rounds'
 * evaluation points compare the same questions.
 */
export function regenerateSchema(
  schema: SurveySchema,
  change: { readonly title: string; readonly deadlineDate: number | null; readonly startPageHtml: string },
): SurveySchema {
  const questionPages = schema.pages.filter((page) => page.name !== TITLE_PAGE_NAME);
  return {
    ...schema,
    title: change.title.trim(),
    deadlineDate: change.deadlineDate,
    pages: [...titlePages(change.startPageHtml), ...questionPages],
  };
}
