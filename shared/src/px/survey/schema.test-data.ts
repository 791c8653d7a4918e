import type { SurveyJsPage, SurveySchema } from './schema.js';
import { titlePages } from './titlePage.js';

/** A survey schema as the builders make it (no deadline): the start page '<p>Hallo</p>', then `pages`. */
export function schemaWithStartPage(title: string, pages: readonly SurveyJsPage[]): SurveySchema {
  return { title, deadlineDate: null, locale: 'de', pages: [...titlePages('<p>Hallo</p>'), ...pages] };
}
