/**
 * Vocabulary of the PX question catalogue and surveys: the answer scale,
 * answer types, element kinds, question types, modules and page groups.
 */

import { isOneOf } from '../oneOf.js';
import labels from './scale.labels.json' with { type: 'json' };

/** A record with one entry per key, in the keys' order. */
function recordOf<K extends PropertyKey, V>(
  keys: readonly K[],
  entryOf: (key: K, position: number) => V,
): Readonly<Record<K, V>> {
  return Object.fromEntries(keys.map((key, position) => [key, entryOf(key, position)])) as Record<K, V>;
}

/** Answer levels of a matrix question, 1 to 6. */
export const ANSWER_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type AnswerLevel = (typeof ANSWER_LEVELS)[number];

/** Each level's label: German verbatim as the product defines it, English for participants who switch. */
const ANSWER_LEVEL_TEXTS: Readonly<Record<AnswerLevel, { readonly de: string; readonly en: string }>> = {
  1: { de: 'Trifft überhaupt nicht zu', en: 'Does not apply at all' },
  2: { de: 'Trifft nicht zu', en: 'Does not apply' },
  3: { de: 'Trifft eher nicht zu', en: 'Rather does not apply' },
  4: { de: 'Trifft eher zu', en: 'Rather applies' },
  5: { de: 'Trifft zu', en: 'Applies' },
  6: { de: 'Trifft voll und ganz zu', en: 'Fully applies' },
};

/** The 6-level answer scale in German, level 1 first. */
export const ANSWER_SCALE: readonly { readonly level: AnswerLevel; readonly text: string }[] =
  ANSWER_LEVELS.map((level) => ({ level, text: ANSWER_LEVEL_TEXTS[level].de }));

/** The answer scale's labels in English, by level. */
export const ANSWER_SCALE_EN = recordOf(ANSWER_LEVELS, (level) => ANSWER_LEVEL_TEXTS[level].en);

/**
 * The score of an answer: like school grades, 1 is best. A question whose agreement
 * is good ("Ich arbeite gern hier") is inverted, so level n scores 7 − n and full agreement scores 1.
 */
export function scoreOfLevel(level: AnswerLevel, inverted: boolean): AnswerLevel {
  return inverted ? ((7 - level) as AnswerLevel) : level;
}

export const ANSWER_TYPES = ['DATEPICKER', 'TEXT', 'RATING', 'COMMENT', 'RADIOGROUP', 'MATRIX'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** German display names of the answer types. */
export const ANSWER_TYPE_LABELS: Readonly<Record<AnswerType, string>> = labels.ANSWER_TYPE_LABELS;

/** Only radio groups carry answer options. */
export function answerTypeNeedsOptions(answerType: AnswerType): boolean {
  return answerType === 'RADIOGROUP';
}

export const ELEMENT_KINDS = [
  'Process',
  'Activity',
  'Gateway',
  'Event',
  'Flow',
  'Lane',
  'Pool',
  'DataStore',
  'DataObject',
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** German names of the element kinds; the spec glosses Flow, Lane, DataStore and DataObject. */
export const ELEMENT_KIND_LABELS: Readonly<Record<ElementKind, string>> = labels.ELEMENT_KIND_LABELS;

/** NONE for custom and module questions; the other four are the process perspectives. */
export const QUESTION_TYPES = ['NONE', 'USER', 'ROLE', 'ACTIVITY', 'PROCESS'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const PROCESS_PERSPECTIVE_TYPES = ['USER', 'ROLE', 'ACTIVITY', 'PROCESS'] as const;
export type ProcessPerspectiveType = (typeof PROCESS_PERSPECTIVE_TYPES)[number];

export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = labels.QUESTION_TYPE_LABELS;

/** Module codes as the spec names them; module 5 is STRESS_MODULE. */
export const PX_MODULES = [
  'NONE',
  'Module_One',
  'Module_Two',
  'Module_Three',
  'Module_Four',
  'STRESS_MODULE',
] as const;
export type PxModule = (typeof PX_MODULES)[number];

export const PX_MODULE_LABELS: Readonly<Record<PxModule, string>> = labels.PX_MODULE_LABELS;

/** Module numbers used by the API and evaluation: a module's position in PX_MODULES (NONE is sent as 0). */
export const PX_MODULE_NUMBERS = recordOf(PX_MODULES, (_module, position) => position);

export function pxModuleFromNumber(value: number): PxModule | undefined {
  return PX_MODULES[value];
}

/** Modules of the automatic wizard: IWAK offers modules 1 and 2, STRESS uses module 5. */
export const AUTOMATIC_SURVEY_MODES = ['IWAK', 'STRESS'] as const;
export type AutomaticSurveyMode = (typeof AUTOMATIC_SURVEY_MODES)[number];
export const AUTOMATIC_SURVEY_MODULES: Readonly<Record<AutomaticSurveyMode, readonly PxModule[]>> = {
  IWAK: ['Module_One', 'Module_Two'],
  STRESS: ['STRESS_MODULE'],
};

export const PAGE_GROUPS = [
  'P1',
  'P2',
  'P3',
  'P4',
  'P5',
  'P6',
  'P7',
  'P8',
  'B1',
  'B2',
  'B3',
  'B4',
  'USER',
  'PROCESS',
  'ACTIVITY',
  'ROLE',
  'NONE',
] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

/**
 * German page titles. The spec lists the codes but not their titles; these are ours and match the
 * catalogue: P1–P4 module 1, P5–P7 module 2, P8 personal data, B1–B4 module 5, the perspectives
 * for module 4 and NONE for custom questions.
 */
export const PAGE_GROUP_TITLES: Readonly<Record<PageGroup, string>> = labels.PAGE_GROUP_TITLES;

/** English page titles for participants who switch the survey to English. */
export const PAGE_GROUP_TITLES_EN: Readonly<Record<PageGroup, string>> = {
  P1: 'Your role',
  P2: 'About you',
  P3: 'Satisfaction and commitment',
  P4: 'Workflows',
  P5: 'Demands of your task',
  P6: 'Your preferences',
  P7: 'Overall fit',
  P8: 'Personal details',
  B1: 'Work content and tasks',
  B2: 'Work organisation and working time',
  B3: 'Social relations',
  B4: 'Work equipment, environment and new forms of work',
  USER: 'Your view as an employee',
  PROCESS: 'The process',
  ACTIVITY: 'The activity',
  ROLE: 'The role',
  NONE: 'Questions',
};

export function isPageGroup(value: string): value is PageGroup {
  return isOneOf(PAGE_GROUPS, value);
}
