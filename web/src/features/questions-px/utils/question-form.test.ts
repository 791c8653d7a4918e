import type { PxQuestion } from '@prozesspuls/shared';
import { PX_QUESTION_TEXTS } from '@prozesspuls/shared/px';
import { describe, expect, it } from 'vitest';
import {
  canBeInverted,
  canSave,
  EMPTY_QUESTION_FORM,
  formOfQuestion,
  previewSchema,
  questionFormErrors,
  toCreateBody,
  withAnswerType,
  withProcessPerspective,
} from './question-form';

describe('question form', () => {
  it('names every missing field with the spec text', () => {
    const errors = questionFormErrors(withProcessPerspective(EMPTY_QUESTION_FORM, true));
    expect(errors).toEqual({
      text: PX_QUESTION_TEXTS.textRequired,
      element: PX_QUESTION_TEXTS.elementRequired,
      answerType: PX_QUESTION_TEXTS.answerTypeRequired,
    });
  });

  it('cannot save a radio group whose first option is empty, and drops empty options', () => {
    const radio = withAnswerType({ ...EMPTY_QUESTION_FORM, text: 'Wie?' }, 'RADIOGROUP');
    expect(radio.answerOptions).toEqual(['']);
    expect(canSave(radio)).toBe(false);
    const filled = { ...radio, answerOptions: ['Rad', ' ', 'Bahn'] };
    expect(canSave(filled)).toBe(true);
    expect(toCreateBody(filled)).toEqual({
      text: 'Wie?',
      type: 'NONE',
      element: null,
      answerType: 'RADIOGROUP',
      module: 'NONE',
      answerOptions: [
        { value: 'Rad', inverted: false },
        { value: 'Bahn', inverted: false },
      ],
      textEn: null,
      answerRatingInverted: false,
    });
  });

  it('sends the inversion of a matrix question and the English wording, and no inversion for other types', () => {
    const matrix = {
      ...withAnswerType({ ...EMPTY_QUESTION_FORM, text: 'Die Abläufe sind klar.' }, 'MATRIX'),
      textEn: '  The processes are clear. ',
      answerRatingInverted: true,
    };
    expect(canBeInverted(matrix)).toBe(true);
    expect(toCreateBody(matrix)).toMatchObject({
      textEn: 'The processes are clear.',
      answerRatingInverted: true,
    });
    const text = withAnswerType(matrix, 'TEXT');
    expect(canBeInverted(text)).toBe(false);
    expect(toCreateBody(text)).toMatchObject({ answerType: 'TEXT', answerRatingInverted: false });
  });

  it('fills the form with an own question to edit it', () => {
    const question: PxQuestion = {
      id: 'q-1',
      text: 'Die Übergabe klappt.',
      textEn: 'The handover works.',
      createdDate: 1,
      createdBy: 'modeller',
      userId: 'modeller',
      answerType: 'MATRIX',
      module: 'Module_Four',
      moduleNumber: 4,
      personal: false,
      element: 'Activity',
      answerOptions: [],
      answerRatingInverted: true,
      position: 1,
      page: 'ACTIVITY',
      type: 'ACTIVITY',
      isStandard: false,
    };
    const values = formOfQuestion(question);
    expect(values).toEqual({
      text: 'Die Übergabe klappt.',
      processPerspective: true,
      element: 'Activity',
      type: 'ACTIVITY',
      answerType: 'MATRIX',
      answerOptions: [''],
      textEn: 'The handover works.',
      answerRatingInverted: true,
    });
    expect(toCreateBody(values)).toMatchObject({
      text: 'Die Übergabe klappt.',
      module: 'Module_Four',
      element: 'Activity',
      answerRatingInverted: true,
      textEn: 'The handover works.',
    });
  });

  it('sends a process question as module 4 with its element, and unticking clears the element', () => {
    const on = {
      ...withProcessPerspective(EMPTY_QUESTION_FORM, true),
      text: 'Klar?',
      element: 'Activity' as const,
    };
    const body = toCreateBody(withAnswerType(on, 'MATRIX'));
    expect(body).toMatchObject({ module: 'Module_Four', element: 'Activity', answerType: 'MATRIX' });
    expect(withProcessPerspective(on, false).element).toBe('');
  });

  it('previews a matrix question with the 6 levels', () => {
    const schema = previewSchema(withAnswerType({ ...EMPTY_QUESTION_FORM, text: 'Klar?' }, 'MATRIX'));
    const element = schema?.pages[0]?.elements[0];
    expect(element).toMatchObject({ type: 'matrix', title: 'Klar?' });
    expect(element && 'columns' in element ? element.columns : []).toHaveLength(6);
  });
});
