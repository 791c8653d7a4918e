import { type SurveyJsPage, TITLE_PAGE_NAME } from './schema.js';

/**
 * The start page as the schema's first page, or none when the HTML is empty ('Ihre Umfrage wird
 * ohne Startseite versendet.'). The HTML must already be sanitised: the server does that before storing.
 */
export function titlePages(startPageHtml: string | null | undefined): SurveyJsPage[] {
  const html = startPageHtml?.trim() ?? '';
  if (html === '') return [];
  return [{ name: TITLE_PAGE_NAME, elements: [{ type: 'html', name: TITLE_PAGE_NAME, html }] }];
}
