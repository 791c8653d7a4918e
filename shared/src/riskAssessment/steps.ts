/**
 * Psychological risk assessment (Gefährdungsbeurteilung psychischer Belastung, §5/§6 ArbSchG)
 * along the seven process steps of the GDA guideline "Gefährdungsbeurteilung und Dokumentation".
 * Pure rules shared by the API and the SPA.
 */
import { isOneOf } from '../oneOf.js';
import { isWholeNumberIn } from '../wholeNumbers.js';

/** The seven GDA process steps, in order; the number is the step's position (1–7). */
export const GDA_STEPS = [
  { number: 1, name: 'Arbeitsbereiche und Tätigkeiten festlegen' },
  { number: 2, name: 'Psychische Belastung ermitteln' },
  { number: 3, name: 'Psychische Belastung beurteilen' },
  { number: 4, name: 'Maßnahmen festlegen' },
  { number: 5, name: 'Maßnahmen durchführen' },
  { number: 6, name: 'Wirksamkeit überprüfen' },
  { number: 7, name: 'Gefährdungsbeurteilung fortschreiben' },
] as const;
export type GdaStepNumber = (typeof GDA_STEPS)[number]['number'];
export const GDA_STEP_COUNT = GDA_STEPS.length;

export const isGdaStepNumber = (value: number): value is GdaStepNumber =>
  isWholeNumberIn(value, 1, GDA_STEP_COUNT);

export const gdaStepName = (step: GdaStepNumber): string => GDA_STEPS[step - 1]?.name ?? '';

/** States of a step. */
export const GDA_STEP_STATES = ['offen', 'in Bearbeitung', 'abgeschlossen'] as const;
export type GdaStepState = (typeof GDA_STEP_STATES)[number];

export const isGdaStepState = (value: string): value is GdaStepState => isOneOf(GDA_STEP_STATES, value);

/**
 * Allowed state changes of one step: open → in progress → done, and back (a finished step is
 * reopened when its result has to be revised, §3 ArbSchG asks to adapt measures). Skipping from
 * 'offen' straight to 'abgeschlossen' is refused: a step is worked on before it is closed.
 */
const TRANSITIONS: Readonly<Record<GdaStepState, readonly GdaStepState[]>> = {
  offen: ['in Bearbeitung'],
  'in Bearbeitung': ['offen', 'abgeschlossen'],
  abgeschlossen: ['in Bearbeitung'],
};

export interface GdaStepRecord {
  readonly step: GdaStepNumber;
  readonly state: GdaStepState;
  readonly responsibleUserId: string | null;
  /** YYYY-MM-DD or null. */
  readonly dueDate: string | null;
  readonly comment: string;
}

export const initialGdaSteps = (): GdaStepRecord[] =>
  GDA_STEPS.map((s) => ({
    step: s.number,
    state: 'offen',
    responsibleUserId: null,
    dueDate: null,
    comment: '',
  }));

export const GDA_STEP_MESSAGES = {
  transitionRefused: (from: GdaStepState, to: GdaStepState) =>
    `Der Schritt kann nicht von „${from}“ auf „${to}“ gesetzt werden.`,
  previousOpen: (step: number) =>
    `Schritt ${step} kann erst abgeschlossen werden, wenn alle vorherigen Schritte abgeschlossen sind.`,
  laterDone: (step: number) =>
    `Schritt ${step} kann nicht wieder geöffnet werden, solange ein späterer Schritt abgeschlossen ist.`,
} as const;

export type StepChange = { readonly ok: true } | { readonly ok: false; readonly msg: string };

/**
 * Whether `step` may go to state `to`: the transition must be allowed, a step is closed only when
 * every earlier step is closed (the GDA steps build on each other), and a closed step is reopened
 * only while no later step is closed (the documentation stays consistent). Staying in the same
 * state is always allowed (responsible, due date and comment change on their own).
 */
export function checkStepChange(
  steps: readonly GdaStepRecord[],
  step: GdaStepNumber,
  to: GdaStepState,
): StepChange {
  const current = steps.find((s) => s.step === step)?.state ?? 'offen';
  if (current === to) return { ok: true };
  if (!TRANSITIONS[current].includes(to))
    return { ok: false, msg: GDA_STEP_MESSAGES.transitionRefused(current, to) };
  if (to === 'abgeschlossen' && steps.some((s) => s.step < step && s.state !== 'abgeschlossen'))
    return { ok: false, msg: GDA_STEP_MESSAGES.previousOpen(step) };
  if (current === 'abgeschlossen' && steps.some((s) => s.step > step && s.state === 'abgeschlossen'))
    return { ok: false, msg: GDA_STEP_MESSAGES.laterDone(step) };
  return { ok: true };
}

/** The moment a step due on `dueDate` is overdue: the start of the next day (as a measure). */
export function isStepOverdue(step: GdaStepRecord, overdueAtOf: (dueDate: string) => number, now: number) {
  return step.state !== 'abgeschlossen' && step.dueDate !== null && now >= overdueAtOf(step.dueDate);
}

/** The step the assessment stands at: the first that is not closed (8 when all are). */
export function currentGdaStep(steps: readonly GdaStepRecord[]): number {
  return [...steps].sort((a, b) => a.step - b.step).find((s) => s.state !== 'abgeschlossen')?.step ?? 8;
}
