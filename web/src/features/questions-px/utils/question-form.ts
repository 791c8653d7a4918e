import type { AnswerType, ElementKind, PxQuestion, QuestionType } from '@prozesspuls/shared';
import {
  answerTypeNeedsOptions,
  PX_QUESTION_TEXTS,
  plainAnswerOptions,
  questionElement,
  type SurveySchema,
} from '@prozesspuls/shared/px';
import type { CreateQuestionBody } from '../api/create-question';

/** The question form's state. */
export interface QuestionFormValues {
  readonly text: string;
  /** 'Prozessperspektive' switched on: the question belongs to module 4 and needs an element type. */
  readonly processPerspective: boolean;
  readonly element: ElementKind | '';
  readonly type: QuestionType;
  readonly answerType: AnswerType | '';
  readonly answerOptions: readonly string[];
  /** 'Englische Formulierung (optional)': what participants read after switching to English. */
  readonly textEn: string;
  /** 'Invertierte Bewertung': agreement is good, so 'Trifft voll und ganz zu' scores 1 (matrix only). */
  readonly answerRatingInverted: boolean;
}

export const EMPTY_QUESTION_FORM: QuestionFormValues = {
  text: '',
  processPerspective: false,
  element: '',
  type: 'NONE',
  answerType: '',
  answerOptions: [''],
  textEn: '',
  answerRatingInverted: false,
};

/** The form filled with an own question to edit it. */
export function formOfQuestion(question: PxQuestion): QuestionFormValues {
  const options = question.answerOptions.map((option) => option.value);
  return {
    text: question.text,
    processPerspective: question.module === 'Module_Four',
    element: question.element ?? '',
    type: question.type,
    answerType: question.answerType,
    answerOptions: options.length > 0 ? options : [''],
    textEn: question.textEn ?? '',
    answerRatingInverted: question.answerRatingInverted,
  };
}

/** Only matrix questions are scored, so only they can be inverted (the switch is shown for them). */
export function canBeInverted(values: QuestionFormValues): boolean {
  return values.answerType === 'MATRIX';
}

export type QuestionFormErrors = Partial<Record<'text' | 'element' | 'answerType', string>>;

/** The validation texts, in their fixed wording. */
export function questionFormErrors(values: QuestionFormValues): QuestionFormErrors {
  const errors: QuestionFormErrors = {};
  if (values.text.trim() === '') errors.text = PX_QUESTION_TEXTS.textRequired;
  if (values.processPerspective && values.element === '') errors.element = PX_QUESTION_TEXTS.elementRequired;
  if (values.answerType === '') errors.answerType = PX_QUESTION_TEXTS.answerTypeRequired;
  return errors;
}

/** Save is disabled while the form is invalid or a radio group's first option is empty. */
export function canSave(values: QuestionFormValues): boolean {
  if (Object.keys(questionFormErrors(values)).length > 0) return false;
  if (values.answerType !== '' && answerTypeNeedsOptions(values.answerType))
    return (values.answerOptions[0] ?? '').trim() !== '';
  return true;
}

/** Choosing an answer type resets the options to one empty option. */
export function withAnswerType(values: QuestionFormValues, answerType: AnswerType): QuestionFormValues {
  return { ...values, answerType, answerOptions: [''] };
}

/** Unticking the process perspective clears the element type. */
export function withProcessPerspective(values: QuestionFormValues, on: boolean): QuestionFormValues {
  return on
    ? { ...values, processPerspective: true }
    : { ...values, processPerspective: false, element: '', type: 'NONE' };
}

const optionsOf = (values: QuestionFormValues) =>
  values.answerType !== '' && answerTypeNeedsOptions(values.answerType)
    ? values.answerOptions.map((value) => value.trim()).filter((value) => value !== '')
    : [];

/**
 * The creation payload, also sent to edit a question: empty options dropped, module 4 with its
 * element for process questions, no English wording when it is empty, inverted only for matrices.
 */
export function toCreateBody(values: QuestionFormValues): CreateQuestionBody | null {
  if (!canSave(values) || values.answerType === '') return null;
  return {
    text: values.text.trim(),
    type: values.processPerspective ? values.type : 'NONE',
    element: values.processPerspective && values.element !== '' ? values.element : null,
    answerType: values.answerType,
    module: values.processPerspective ? 'Module_Four' : 'NONE',
    answerOptions: plainAnswerOptions(optionsOf(values)),
    textEn: values.textEn.trim() === '' ? null : values.textEn.trim(),
    answerRatingInverted: canBeInverted(values) && values.answerRatingInverted,
  };
}

/** The live preview: the question as the survey will show it, or null while there is nothing to show. */
export function previewSchema(values: QuestionFormValues): SurveySchema | null {
  if (values.answerType === '' || values.text.trim() === '') return null;
  const element = questionElement({
    id: 'preview',
    text: values.text.trim(),
    answerType: values.answerType,
    answerOptions: plainAnswerOptions(optionsOf(values)),
  });
  return { title: '', deadlineDate: null, locale: 'de', pages: [{ name: 'preview', elements: [element] }] };
}
