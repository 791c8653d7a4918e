import { type SurveySchema, TITLE_PAGE_NAME } from './schema.js';

/** The question ids a schema asks, in page order (the start page's HTML element is not a question). */
export function surveyQuestionIds(schema: SurveySchema): string[] {
  return schema.pages.flatMap((page) =>
    page.elements.filter((element) => element.type !== 'html').map((element) => element.name),
  );
}

/** Does the schema open with the start page? */
export function hasTitlePage(schema: SurveySchema): boolean {
  return schema.pages[0]?.name === TITLE_PAGE_NAME;
}
