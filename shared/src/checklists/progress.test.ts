import { describe, expect, it } from 'vitest';
import { checklistListSchema } from '../api/contracts/checklists.js';
import { mergeAnswers } from './answers.js';
import { CHECKLIST_FINISHED_STEP, CHECKLIST_MESSAGES, CHECKLIST_PHASES, MATRIX_DONE } from './constants.js';
import {
  checklistLight,
  checklistProgress,
  completesSurveyStep,
  openingStepIndex,
  phaseLabel,
  proceedBlock,
  stepCompletion,
  visibleSteps,
} from './progress.js';
import { CHECKLIST_TEMPLATE_STEPS, emptyChecklistList } from './template.js';
import type { ChecklistStep } from './types.js';

/** The template with the first `done` items of the matrix field of every listed step set to `answer`. */
function answered(
  doneByStep: Readonly<Record<number, number>>,
  answer: number = MATRIX_DONE,
): ChecklistStep[] {
  return CHECKLIST_TEMPLATE_STEPS.map((step, index) => ({
    ...step,
    fields: step.fields.map((field) =>
      field.type !== 'matrix'
        ? field
        : {
            ...field,
            options: field.options.map((option, i) => ({
              ...option,
              answer: i < (doneByStep[index] ?? 0) ? answer : null,
            })),
          },
    ),
  }));
}

const allDone = (count = 5) =>
  Object.fromEntries(
    CHECKLIST_TEMPLATE_STEPS.slice(0, count).map((s, i) => [i, s.fields[1]?.options.length ?? 0]),
  );

describe('checklist template', () => {
  it('has the five phases with their question counts', () => {
    expect(CHECKLIST_TEMPLATE_STEPS.map((s) => s.title)).toEqual([...CHECKLIST_PHASES]);
    const counts = CHECKLIST_TEMPLATE_STEPS.map((s) => s.fields.map((f) => `${f.type}:${f.options.length}`));
    expect(counts).toEqual([
      ['text:3', 'matrix:4'],
      ['text:9', 'matrix:11'],
      ['text:4', 'matrix:9'],
      ['text:8', 'matrix:4'],
      ['text:2', 'matrix:4'],
    ]);
    expect(emptyChecklistList()[0]).toBeNull();
    expect(emptyChecklistList()).toHaveLength(6);
  });
});

describe('stepCompletion', () => {
  it.each([
    [0, 0],
    [1, 25],
    [3, 75],
    [4, 100],
  ])('step 1 with %i of 4 items done is %i %%', (done, percent) => {
    const [first] = answered({ 0: done });
    expect(first && stepCompletion(first)).toBe(percent);
  });

  it('rounds down (step 2: 1 of 11 done is 9 %) and ignores partly done items', () => {
    expect(stepCompletion(answered({ 1: 1 })[1] as ChecklistStep)).toBe(9);
    expect(stepCompletion(answered({ 1: 11 }, 1)[1] as ChecklistStep)).toBe(0);
  });
});

describe('proceedBlock and checklistProgress', () => {
  const connected = { mod1Connected: true, skipStep4: false };

  it('blocks step 1 without a module-1 survey even when every item is done', () => {
    const steps = answered(allDone(1));
    expect(proceedBlock(steps[0] as ChecklistStep, 0, { mod1Connected: false })).toBe('survey');
    expect(checklistProgress(steps, { mod1Connected: false, skipStep4: false })).toEqual({
      currentStep: 0,
      currentStepState: 100,
      finished: false,
    });
  });

  it('blocks a step until all its items are "Vollständig erledigt"', () => {
    const steps = answered({ 0: 4, 1: 10 });
    expect(proceedBlock(steps[1] as ChecklistStep, 1, connected)).toBe('incomplete');
    expect(checklistProgress(steps, connected)).toEqual({
      currentStep: 1,
      currentStepState: 90,
      finished: false,
    });
  });

  it('does not count later steps while an earlier one is incomplete', () => {
    const steps = answered({ 0: 3, 1: 11, 2: 9 });
    expect(checklistProgress(steps, connected).currentStep).toBe(0);
  });

  it('finishes when every step is complete, and opens a finished list on step 1', () => {
    const progress = checklistProgress(answered(allDone()), connected);
    expect(progress).toEqual({ currentStep: CHECKLIST_FINISHED_STEP, currentStepState: 100, finished: true });
    expect(openingStepIndex(progress)).toBe(0);
    expect(phaseLabel(progress.currentStep)).toBe('Abgeschlossen');
    expect(openingStepIndex({ currentStep: 2, currentStepState: 10, finished: false })).toBe(2);
  });

  it('skips step 4 for a sub-group', () => {
    const steps = answered({ 0: 4, 1: 11, 2: 9, 4: 4 });
    expect(checklistProgress(steps, connected).currentStep).toBe(3);
    expect(checklistProgress(steps, { ...connected, skipStep4: true }).finished).toBe(true);
    expect(visibleSteps(steps, true).map((s) => s.label)).toEqual([1, 2, 3, 5]);
    expect(visibleSteps(steps, false).map((s) => s.label)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('checklistLight', () => {
  it.each([
    [0, 'red'],
    [50, 'red'],
    [51, 'yellow'],
    [99, 'yellow'],
    [100, 'green'],
  ])('%i %% is %s', (percent, light) => {
    expect(checklistLight(percent)).toBe(light);
  });
});

describe('labels', () => {
  it('names the phase', () => {
    expect(phaseLabel(0)).toBe('Zweck bestimmen');
    expect(phaseLabel(4)).toBe('Routinen neu etablieren');
  });
});

describe('mergeAnswers and the listSchema contract', () => {
  const text = (list: unknown) => JSON.stringify(list);

  it('takes answers into the template and keeps its texts', () => {
    const list = emptyChecklistList().map((entry, index) =>
      index === 1 && entry
        ? {
            ...entry,
            title: 'Umgeschrieben',
            fields: entry.fields.map((f) => ({
              ...f,
              options: f.options.map((o) => ({ ...o, answer: f.type === 'matrix' ? 2 : 'Notiz' })),
            })),
          }
        : entry,
    );
    const parsed = checklistListSchema.parse(text(list));
    expect(parsed[0]?.title).toBe('Zweck bestimmen');
    expect(parsed[0]?.fields[0]?.options[0]?.answer).toBe('Notiz');
    expect(stepCompletion(parsed[0] as ChecklistStep)).toBe(100);
  });

  it.each([
    ['not JSON', '{', 'Die Checkliste ist ungültig.'],
    ['an object', text({ steps: [] }), 'Die Checkliste ist ungültig.'],
    ['four steps', text(emptyChecklistList().slice(0, 5)), CHECKLIST_MESSAGES.listMismatch],
    [
      'seven entries',
      text([...emptyChecklistList(), emptyChecklistList()[1]]),
      CHECKLIST_MESSAGES.listMismatch,
    ],
  ])('refuses %s', (_, input, message) => {
    const result = checklistListSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses answers for questions that do not exist and answers that do not fit', () => {
    const extraQuestion = CHECKLIST_TEMPLATE_STEPS.map((s, i) =>
      i === 0
        ? {
            ...s,
            fields: s.fields.map((f) => ({ ...f, options: [...f.options, { question: 'x', answer: 2 }] })),
          }
        : s,
    );
    expect(mergeAnswers(CHECKLIST_TEMPLATE_STEPS, extraQuestion)).toEqual({ ok: false, failure: 'mismatch' });
    const badMatrix = answered({ 0: 1 }, 7);
    expect(mergeAnswers(CHECKLIST_TEMPLATE_STEPS, badMatrix)).toEqual({
      ok: false,
      failure: 'answerInvalid',
    });
    const longText = CHECKLIST_TEMPLATE_STEPS.map((s) => ({
      ...s,
      fields: s.fields.map((f) => ({
        ...f,
        options: f.options.map((o) => ({ ...o, answer: f.type === 'text' ? 'x'.repeat(4001) : null })),
      })),
    }));
    expect(mergeAnswers(CHECKLIST_TEMPLATE_STEPS, longText)).toEqual({ ok: false, failure: 'answerTooLong' });
  });
});

describe('completesSurveyStep', () => {
  it('is the step that requires the connected module-1 survey, and no other', () => {
    expect(completesSurveyStep(0, { mod1Connected: true })).toBe(true);
    for (const index of [1, 2, 3, 4]) expect(completesSurveyStep(index, { mod1Connected: true })).toBe(false);
  });

  it('is no survey step while no module-1 survey is connected', () => {
    expect(completesSurveyStep(0, { mod1Connected: false })).toBe(false);
  });
});
