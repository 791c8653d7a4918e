import { PX_QUESTION_TEXTS } from '@prozesspuls/shared/px';
import { describe, expect, it } from 'vitest';
import {
  canSave,
  EMPTY_QUESTION_FORM,
  previewSchema,
  questionFormErrors,
  toCreateBody,
  withAnswerType,
  withProcessPerspective,
} from './question-form';

describe('question form (seed 002 §2.2, §5)', () => {
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
