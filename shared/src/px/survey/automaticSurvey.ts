import { catalogueItemsOfModule } from '../catalogue/index.js';
import {
  AUTOMATIC_SURVEY_MODULES,
  type AutomaticSurveyMode,
  PAGE_GROUP_TITLES,
  PAGE_GROUP_TITLES_EN,
  type PageGroup,
  PX_MODULE_LABELS,
  type PxModule,
} from '../scale.js';
import { questionElement, type SurveyQuestionSource } from './questionElement.js';
import type { SurveyJsPage, SurveySchema } from './schema.js';
import { titlePages } from './titlePage.js';

export interface AutomaticSurveyInput {
  readonly mode: AutomaticSurveyMode;
  /** IWAK: Module_One or Module_Two; STRESS: STRESS_MODULE. */
  readonly module: PxModule;
  readonly title: string;
  readonly deadlineDate: number | null;
  readonly startPageHtml?: string | null;
  /** The 'Personenstandsdaten' checkbox: ticked means the personal questions are asked. */
  readonly includePersonalQuestions: boolean;
  /** The module's offered questions (e.g. as stored for the tenant); defaults to the standard catalogue. */
  readonly questions?: readonly SurveyQuestionSource[];
}

/** Is this module one the wizard of this mode offers? (IWAK: modules 1 and 2, STRESS: module 5.) */
export function isAutomaticSurveyModule(mode: AutomaticSurveyMode, module: PxModule): boolean {
  return AUTOMATIC_SURVEY_MODULES[mode].includes(module);
}

/**
 * The questions an automatic survey asks: all of the module's questions, the personal ones only
 * when 'Personenstandsdaten' is ticked. Questions cannot be chosen individually.
 */
export function automaticSurveyQuestions<Q extends SurveyQuestionSource>(
  questions: readonly Q[],
  includePersonalQuestions: boolean,
): Q[] {
  return questions.filter((question) => includePersonalQuestions || !question.personal);
}

/** One page per page group, pages and their questions ordered by question position. */
export function pagesByGroup(questions: readonly SurveyQuestionSource[]): SurveyJsPage[] {
  const sorted = [...questions].sort(
    (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
  );
  const groups = new Map<PageGroup, SurveyQuestionSource[]>();
  for (const question of sorted) {
    const group = question.page ?? 'NONE';
    const members = groups.get(group) ?? [];
    members.push(question);
    groups.set(group, members);
  }
  return [...groups].map(([group, members]) => ({
    name: group,
    title: PAGE_GROUP_TITLES[group],
    titleEn: PAGE_GROUP_TITLES_EN[group],
    elements: members.map(questionElement),
  }));
}

/** The survey schema of the IWAK or STRESS wizard (step 3 'Umfrage generieren'). */
export function buildAutomaticSurvey(input: AutomaticSurveyInput): SurveySchema {
  if (!isAutomaticSurveyModule(input.mode, input.module)) {
    throw new RangeError(
      `Das Modul ${PX_MODULE_LABELS[input.module]} kann im Modus ${input.mode} nicht gewählt werden`,
    );
  }
  const offered = input.questions ?? catalogueItemsOfModule(input.module);
  const asked = automaticSurveyQuestions(offered, input.includePersonalQuestions);
  if (asked.length === 0) throw new RangeError('Die Umfrage enthält keine Fragen');
  return {
    title: input.title,
    deadlineDate: input.deadlineDate,
    locale: 'de',
    pages: [...titlePages(input.startPageHtml), ...pagesByGroup(asked)],
  };
}
