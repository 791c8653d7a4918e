import { CATALOGUE_OPTIONS_EN } from '../catalogue/index.js';
import type { AnswerOption } from '../catalogue/types.js';
import { ANSWER_SCALE, type AnswerType, type PageGroup } from '../scale.js';
import type { SurveyJsColumn, SurveyJsQuestion } from './schema.js';

/** What a builder needs of a question; standard catalogue items and stored custom questions fit. */
export interface SurveyQuestionSource {
  readonly id: string;
  readonly text: string;
  /** English wording; absent, null or blank: the German text is shown in English too. */
  readonly textEn?: string | null | undefined;
  readonly answerType: AnswerType;
  readonly answerOptions?: readonly AnswerOption[];
  readonly position?: number;
  readonly page?: PageGroup;
  readonly personal?: boolean;
}

/** The 6 columns of every matrix question: the answer scale, values 1 to 6. */
export const MATRIX_COLUMNS: readonly SurveyJsColumn[] = ANSWER_SCALE.map(({ level, text }) => ({
  value: level,
  text,
}));

const firstLevel = ANSWER_SCALE[0]?.text ?? '';
const lastLevel = ANSWER_SCALE[ANSWER_SCALE.length - 1]?.text ?? '';

/**
 * The SurveyJS element of one question. Its name is the question id, so every answer maps back to
 * its question; a matrix's single row carries the id too (answer shape `{ [id]: { [id]: level } }`).
 */
export function questionElement(question: SurveyQuestionSource): SurveyJsQuestion {
  const { id: name, text: title } = question;
  const english = question.textEn?.trim();
  const titled = { name, title, ...(english ? { titleEn: english } : {}) };
  switch (question.answerType) {
    case 'MATRIX':
      return {
        type: 'matrix',
        ...titled,
        titleLocation: 'hidden',
        rows: [{ value: name, text: title }],
        columns: MATRIX_COLUMNS,
      };
    case 'RADIOGROUP':
      return {
        type: 'radiogroup',
        ...titled,
        choices: (question.answerOptions ?? [])
          .filter((option) => option.value.trim() !== '')
          .map((option) => {
            const optionEn = CATALOGUE_OPTIONS_EN[option.value];
            return { value: option.value, text: option.value, ...(optionEn ? { textEn: optionEn } : {}) };
          }),
      };
    case 'TEXT':
      return { type: 'text', ...titled };
    case 'DATEPICKER':
      return { type: 'text', ...titled, inputType: 'date' };
    case 'COMMENT':
      return { type: 'comment', ...titled };
    case 'RATING':
      return {
        type: 'rating',
        ...titled,
        rateCount: ANSWER_SCALE.length,
        rateMin: 1,
        rateMax: ANSWER_SCALE.length,
        minRateDescription: firstLevel,
        maxRateDescription: lastLevel,
      };
  }
}
