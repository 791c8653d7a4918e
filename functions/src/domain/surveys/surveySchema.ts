import type { CreateSurveyRequest } from '@prozesspuls/shared';
import {
  catalogueItemsOfModule,
  type PxModule,
  SURVEY_MESSAGES,
  type SurveyJsElement,
  type SurveyJsPage,
  type SurveySchema,
  TITLE_PAGE_NAME,
} from '@prozesspuls/shared/px';
import { RuleViolation } from '../errors.js';
import { sanitizeStartPageHtml } from './sanitizeStartPage.js';

/** Modules whose surveys the survey screens create: custom (NONE) and the automatic wizards' modules. */
const CREATABLE_MODULES: readonly PxModule[] = ['NONE', 'Module_One', 'Module_Two', 'STRESS_MODULE'];

export interface PreparedSurvey {
  readonly schema: SurveySchema;
  /** The sanitised start page, or null without one. */
  readonly description: string | null;
}

const sanitizeElement = (element: SurveyJsElement): SurveyJsElement =>
  element.type === 'html' ? { ...element, html: sanitizeStartPageHtml(element.html) } : element;

/** An html element emptied by sanitising (e.g. it held only a script) is left out. */
const keepsContent = (element: SurveyJsElement) => element.type !== 'html' || element.html !== '';

/**
 * The schema as it is stored: title and deadline from the request, every HTML element sanitised,
 * question names unique and (for a module survey) questions of that module only. The result is
 * still the SurveyJS JSON of shared/src/px/survey/schema.ts, so survey-react-ui renders it as is.
 */
export function prepareSurveySchema(request: CreateSurveyRequest): PreparedSurvey {
  if (!CREATABLE_MODULES.includes(request.module))
    throw new RuleViolation(SURVEY_MESSAGES.moduleNotCreatable);
  const pages: SurveyJsPage[] = request.surveySchema.pages
    .map((page) => ({ ...page, elements: page.elements.map(sanitizeElement).filter(keepsContent) }))
    .filter((page) => page.elements.length > 0);
  const names = pages.flatMap((page) => page.elements.filter((e) => e.type !== 'html').map((e) => e.name));
  if (names.length === 0) throw new RuleViolation(SURVEY_MESSAGES.noQuestions);
  if (new Set(names).size !== names.length) throw new RuleViolation(SURVEY_MESSAGES.duplicateQuestion);
  if (request.module !== 'NONE') {
    const offered = new Set(catalogueItemsOfModule(request.module).map((item) => item.id));
    if (names.some((questionName) => !offered.has(questionName))) {
      throw new RuleViolation(SURVEY_MESSAGES.foreignQuestion);
    }
  }
  const titlePage = pages[0]?.name === TITLE_PAGE_NAME ? pages[0] : undefined;
  const startPage = titlePage?.elements.find((element) => element.type === 'html');
  return {
    schema: { title: request.title, deadlineDate: request.deadlineDate, locale: 'de', pages },
    description: startPage?.type === 'html' ? startPage.html : null,
  };
}
