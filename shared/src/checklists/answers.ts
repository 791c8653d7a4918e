import { CHECKLIST_TEXT_ANSWER_MAX, MATRIX_VALUES } from './constants.js';
import type { ChecklistField, ChecklistOption, ChecklistStep } from './types.js';

/**
 * The answers of a submitted list put into the template: the texts always come from the template
 * (a client cannot rewrite the questions), only answers are taken, and only for questions that
 * exist. Answers null when the submitted list does not have the template's shape or an answer
 * does not fit its field.
 */
export type MergeFailure = 'mismatch' | 'answerInvalid' | 'answerTooLong';

export type MergeResult =
  | { readonly ok: true; readonly steps: ChecklistStep[] }
  | { readonly ok: false; readonly failure: MergeFailure };

interface SubmittedOption {
  readonly answer?: unknown;
}
interface SubmittedField {
  readonly type: string;
  readonly options: readonly SubmittedOption[];
}
interface SubmittedStep {
  readonly fields: readonly SubmittedField[];
}

const MATRIX_ANSWERS: ReadonlySet<unknown> = new Set(MATRIX_VALUES.map((value) => value.value));

function answerFailure(field: ChecklistField, answer: unknown): MergeFailure | null {
  if (answer === undefined || answer === null) return null;
  if (field.type === 'matrix') return MATRIX_ANSWERS.has(answer) ? null : 'answerInvalid';
  if (typeof answer !== 'string') return 'answerInvalid';
  return answer.length > CHECKLIST_TEXT_ANSWER_MAX ? 'answerTooLong' : null;
}

function mergeOption(template: ChecklistOption, answer: unknown): ChecklistOption {
  return { ...template, answer: (answer ?? template.answer ?? null) as ChecklistOption['answer'] };
}

export function mergeAnswers(
  template: readonly ChecklistStep[],
  submitted: readonly SubmittedStep[],
): MergeResult {
  if (submitted.length !== template.length) return { ok: false, failure: 'mismatch' };
  const steps: ChecklistStep[] = [];
  for (const [stepIndex, templateStep] of template.entries()) {
    const submittedFields = submitted[stepIndex]?.fields ?? [];
    if (submittedFields.length !== templateStep.fields.length) return { ok: false, failure: 'mismatch' };
    const fields: ChecklistField[] = [];
    for (const [fieldIndex, field] of templateStep.fields.entries()) {
      const given = submittedFields[fieldIndex];
      if (!given || given.type !== field.type || given.options.length !== field.options.length)
        return { ok: false, failure: 'mismatch' };
      const options: ChecklistOption[] = [];
      for (const [optionIndex, option] of field.options.entries()) {
        const answer = given.options[optionIndex]?.answer;
        const failure = answerFailure(field, answer);
        if (failure) return { ok: false, failure };
        options.push(mergeOption(option, answer));
      }
      fields.push({ ...field, options });
    }
    steps.push({ ...templateStep, fields });
  }
  return { ok: true, steps };
}
