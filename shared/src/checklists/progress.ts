import {
  CHECKLIST_DONE_LABEL,
  CHECKLIST_FINISHED_STEP,
  CHECKLIST_GREEN_AT,
  CHECKLIST_PHASES,
  CHECKLIST_RED_MAX,
  COMPANY_WIDE_STEP_INDEX,
  MATRIX_DONE,
} from './constants.js';
import type { ChecklistStep } from './types.js';

/**
 * The progress rules of a checklist: the same functions decide in the browser
 * (whether 'Weiter' is enabled) and on the server (the stored currentStep and currentStepState).
 */

/**
 * Completion of a step in whole percent: the share of its checklist items answered 'Vollständig
 * erledigt', rounded down. Counted over the matrix fields (the step's second field); a step
 * without items is complete.
 */
export function stepCompletion(step: ChecklistStep): number {
  const items = step.fields.filter((field) => field.type === 'matrix').flatMap((field) => field.options);
  if (items.length === 0) return 100;
  const done = items.filter((item) => item.answer === MATRIX_DONE).length;
  return Math.floor((done / items.length) * 100);
}

export function isStepComplete(step: ChecklistStep): boolean {
  return stepCompletion(step) === 100;
}

export interface ProgressContext {
  /** A survey of module 1 is connected (required before step 1 can be completed). */
  readonly mod1Connected: boolean;
  /** The checklist serves a sub-group: step 4 'Unternehmensweit verbreiten' is left out. */
  readonly skipStep4: boolean;
}

/** Why a step cannot be left forward: no module-1 survey yet, or items not all done. */
export type ProceedBlock = 'survey' | 'incomplete';

/** Whether the step at `stepIndex` (zero-based) may be completed, and why not. */
export function proceedBlock(
  step: ChecklistStep,
  stepIndex: number,
  context: Pick<ProgressContext, 'mod1Connected'>,
): ProceedBlock | null {
  if (stepIndex === 0 && !context.mod1Connected) return 'survey';
  return isStepComplete(step) ? null : 'incomplete';
}

/** The step whose completion includes the connected module-1 survey: step 1 'Zweck bestimmen'. */
export const SURVEY_STEP_INDEX = 0;

/**
 * Whether leaving the step at `stepIndex` forward completes a survey step, so the page offers the
 * linked survey's evaluation ('Sie haben einen Umfrageschritt abgeschlossen'): only
 * the step that requires the module-1 survey, and only with that survey connected.
 */
export function completesSurveyStep(
  stepIndex: number,
  context: Pick<ProgressContext, 'mod1Connected'>,
): boolean {
  return stepIndex === SURVEY_STEP_INDEX && context.mod1Connected;
}

export interface ChecklistProgress {
  /** Zero-based index of the first step not yet completed; CHECKLIST_FINISHED_STEP when all are. */
  readonly currentStep: number;
  /** Completion of that step in percent (100 once finished). */
  readonly currentStepState: number;
  readonly finished: boolean;
}

/**
 * The progress stored with a checklist: steps count as completed from the first on, as long as
 * each may be left forward (proceedBlock); a later step's answers do not count before the
 * earlier ones are complete.
 */
export function checklistProgress(
  steps: readonly ChecklistStep[],
  context: ProgressContext,
): ChecklistProgress {
  for (const [index, step] of steps.entries()) {
    if (context.skipStep4 && index === COMPANY_WIDE_STEP_INDEX) continue;
    if (proceedBlock(step, index, context) !== null)
      return { currentStep: index, currentStepState: stepCompletion(step), finished: false };
  }
  return { currentStep: CHECKLIST_FINISHED_STEP, currentStepState: 100, finished: true };
}

/**
 * The step a checklist opens on: the first step not yet completed, or step 1 when every step is
 * ("or step 1 if that reaches the list length").
 */
export function openingStepIndex(progress: ChecklistProgress): number {
  return progress.finished ? 0 : progress.currentStep;
}

export interface VisibleStep {
  /** Zero-based index into the five steps. */
  readonly index: number;
  /** The number the step keeps in the stepper (1 to 5; step 5 stays 5 when step 4 is left out). */
  readonly label: number;
  readonly step: ChecklistStep;
}

/** The steps the answer page shows, without step 4 for a sub-group. */
export function visibleSteps(steps: readonly ChecklistStep[], skipStep4: boolean): VisibleStep[] {
  return steps
    .map((step, index) => ({ index, label: index + 1, step }))
    .filter((entry) => !(skipStep4 && entry.index === COMPANY_WIDE_STEP_INDEX));
}

export type ChecklistLight = 'red' | 'yellow' | 'green';

/** The traffic light of a completion percentage: red up to 50, yellow below 100, green at 100. */
export function checklistLight(percent: number): ChecklistLight {
  if (percent >= CHECKLIST_GREEN_AT) return 'green';
  return percent <= CHECKLIST_RED_MAX ? 'red' : 'yellow';
}

/** The overview's phase column: the current phase's name, or 'Abgeschlossen'. */
export function phaseLabel(currentStep: number): string {
  return CHECKLIST_PHASES[currentStep] ?? CHECKLIST_DONE_LABEL;
}
