import { isOneOf } from '../../oneOf.js';
import { ANSWER_SCALE_EN, type AnswerLevel } from '../scale.js';
import type { SurveyJsChoice, SurveyJsElement, SurveyJsPage, SurveySchema } from './schema.js';

/** The languages a participant may answer in: German (the survey's own) and English. */
export const PARTICIPATION_LOCALES = ['de', 'en'] as const;
export type ParticipationLocale = (typeof PARTICIPATION_LOCALES)[number];

export function isParticipationLocale(value: unknown): value is ParticipationLocale {
  return isOneOf(PARTICIPATION_LOCALES, value);
}

/**
 * A SurveyJS localizable string: `default` is the German text, `en` the English one. The page sets
 * `surveyLocalization.defaultLocale = 'de'`, so `default` is read for German.
 */
export interface LocalizedText {
  readonly default: string;
  readonly en: string;
}

const localized = (german: string, english: string | undefined): LocalizedText => ({
  default: german,
  en: english?.trim() || german,
});

const levelEn = (level: number, german: string) => ANSWER_SCALE_EN[level as AnswerLevel] ?? german;

const choice = ({ value, text, textEn }: SurveyJsChoice) => ({ value, text: localized(text, textEn) });

function element(item: SurveyJsElement) {
  if (item.type === 'html') return item;
  const { titleEn, ...rest } = item;
  const title = localized(item.title, titleEn);
  switch (rest.type) {
    case 'matrix':
      return {
        ...rest,
        title,
        // The single row of a question's matrix (named like it) holds the question text.
        rows: rest.rows.map((row) => choice(row.value === rest.name ? { textEn: titleEn, ...row } : row)),
        // The columns are the standard 6-level scale: their English labels come with the scale.
        columns: rest.columns.map(({ value, text }) => ({
          value,
          text: localized(text, levelEn(value, text)),
        })),
      };
    case 'radiogroup':
      return { ...rest, title, choices: rest.choices.map(choice) };
    case 'rating':
      return {
        ...rest,
        title,
        minRateDescription: localized(
          rest.minRateDescription,
          levelEn(rest.rateMin, rest.minRateDescription),
        ),
        maxRateDescription: localized(
          rest.maxRateDescription,
          levelEn(rest.rateMax, rest.maxRateDescription),
        ),
      };
    default:
      return { ...rest, title };
  }
}

function page({ titleEn, ...rest }: SurveyJsPage) {
  return {
    ...rest,
    ...(rest.title === undefined ? {} : { title: localized(rest.title, titleEn) }),
    elements: rest.elements.map(element),
  };
}

/**
 * The stored schema as SurveyJS JSON with every question, option, scale label and page title as a
 * localizable string, so `survey.locale = 'en'` shows the English wording and `'de'` the German
 * one. A text without an English wording shows its German text in English too (never empty).
 */
export function localizedSurveyJson(schema: SurveySchema) {
  return { ...schema, pages: schema.pages.map(page) };
}
