/**
 * Evaluation module numbers: Module_One 1, Module_Two 2, STRESS_MODULE 5; the
 * module 1 outcome view ('Stimmungsbild der Beschäftigten') is 1.1. They are the `{module}` of
 * `GET /px/evaluation/timestamp/{id}/module/{module}` and `GET /px/evaluation/module/{module}`.
 */

export type EvaluatedModule = 'Module_One' | 'Module_Two' | 'STRESS_MODULE';
export type EvaluationModuleNumber = '1' | '1.1' | '2' | '5';

/** Which nodes a module number shows: only OUTCOME nodes (1.1) or all other nodes (1, 2, 5). */
export type NodeView = 'outcomeOnly' | 'withoutOutcome';

export interface EvaluationModuleView {
  readonly module: EvaluatedModule;
  readonly nodeView: NodeView;
}

const VIEWS: Readonly<Record<EvaluationModuleNumber, EvaluationModuleView>> = {
  '1': { module: 'Module_One', nodeView: 'withoutOutcome' },
  '1.1': { module: 'Module_One', nodeView: 'outcomeOnly' },
  '2': { module: 'Module_Two', nodeView: 'withoutOutcome' },
  '5': { module: 'STRESS_MODULE', nodeView: 'withoutOutcome' },
};

export const EVALUATION_MODULE_NUMBERS: readonly EvaluationModuleNumber[] = ['1', '1.1', '2', '5'];

/** The module and node view of a path parameter, or null for anything else (→ 400). */
export function parseEvaluationModule(value: string): EvaluationModuleView | null {
  return Object.hasOwn(VIEWS, value) ? (VIEWS[value as EvaluationModuleNumber] ?? null) : null;
}

/** Number of a survey module for evaluations (1, 2, 5), or null for modules evaluated elsewhere. */
export function evaluationModuleNumber(module: string): '1' | '2' | '5' | null {
  if (module === 'Module_One') return '1';
  if (module === 'Module_Two') return '2';
  if (module === 'STRESS_MODULE') return '5';
  return null;
}

export type EvaluationTab = 'outcome' | 'all' | 'statistic' | 'personalQuestions';

/**
 * Tabs of the module evaluation screen: Module_One has outcome, all, statistic;
 * Module_Two and STRESS_MODULE have all and statistic; personalQuestions is added when there are
 * personal-question evaluations.
 */
export function evaluationTabs(module: EvaluatedModule, hasPersonalQuestions: boolean): EvaluationTab[] {
  const tabs: EvaluationTab[] =
    module === 'Module_One' ? ['outcome', 'all', 'statistic'] : ['all', 'statistic'];
  return hasPersonalQuestions ? [...tabs, 'personalQuestions'] : tabs;
}

/** The dashboard's three tabs in order: module 1 overview, module 1, module 2. */
export const DASHBOARD_MODULE_NUMBERS: readonly EvaluationModuleNumber[] = ['1.1', '1', '2'];
