import type { AnswerOption } from '../catalogue/types.js';
import { ANSWER_SCALE, type AnswerType, type PageGroup } from '../scale.js';
import type { SurveyJsColumn, SurveyJsQuestion } from './schema.js';

/** What a builder needs of a question; standard catalogue items and stored custom questions fit. */
export interface SurveyQuestionSource {
  readonly id: string;
  readonly text: string;
  readonly answerType: AnswerType;
  readonly answerOptions?: readonly AnswerOption[];
  readonly position?: number;
  readonly page?: PageGroup;
  readonly personal?: boolean;
}

/** The 6 columns of every matrix question: the answer scale of seed 002 §3, values 1 to 6. */
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
  switch (question.answerType) {
    case 'MATRIX':
      return {
        type: 'matrix',
        name,
        title,
        titleLocation: 'hidden',
        rows: [{ value: name, text: title }],
        columns: MATRIX_COLUMNS,
      };
    case 'RADIOGROUP':
      return {
        type: 'radiogroup',
        name,
        title,
        choices: (question.answerOptions ?? [])
          .filter((option) => option.value.trim() !== '')
          .map((option) => ({ value: option.value, text: option.value })),
      };
    case 'TEXT':
      return { type: 'text', name, title };
    case 'DATEPICKER':
      return { type: 'text', name, title, inputType: 'date' };
    case 'COMMENT':
      return { type: 'comment', name, title };
    case 'RATING':
      return {
        type: 'rating',
        name,
        title,
        rateCount: ANSWER_SCALE.length,
        rateMin: 1,
        rateMax: ANSWER_SCALE.length,
        minRateDescription: firstLevel,
        maxRateDescription: lastLevel,
      };
  }
}
