/**
 * A new client's first steps: a short checklist on the start page that ticks itself off as the
 * client's members do each step, until an administrator hides it.
 */
export const FIRST_STEP_KEYS = ['modelCreated', 'colleagueInvited', 'surveySent'] as const;
export type FirstStepKey = (typeof FIRST_STEP_KEYS)[number];

export interface FirstStep {
  readonly key: FirstStepKey;
  readonly done: boolean;
}

/** GET /user/firstSteps: the checklist in list order, or null when the client has none to show. */
export type FirstStepsState = { readonly steps: readonly FirstStep[] } | null;
