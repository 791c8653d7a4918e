/**
 * What the modeller needs to know about a diagram element, independent of bpmn-js, so the rules
 * below stay pure and unit-testable: the BPMN type plus the few flags that change the rules.
 */
export interface ElementKind {
  /** The BPMN type, e.g. 'bpmn:UserTask'. */
  readonly type: string;
  /** Event subprocess (bpmn:SubProcess with triggeredByEvent). */
  readonly triggeredByEvent?: boolean;
  /** A custom modelling element (bpmn:Task with pp:taskType). */
  readonly taskType?: string;
  /** A sticky note (bpmn:TextAnnotation drawn as a note). */
  readonly sticky?: boolean;
  /** Collapsed (drawn as a box with a plus) rather than expanded. */
  readonly collapsed?: boolean;
}

export const TASK_TYPES = [
  'bpmn:Task',
  'bpmn:UserTask',
  'bpmn:ServiceTask',
  'bpmn:ManualTask',
  'bpmn:ScriptTask',
  'bpmn:BusinessRuleTask',
  'bpmn:SendTask',
  'bpmn:ReceiveTask',
] as const;

export const SUBPROCESS_TYPES = [
  'bpmn:SubProcess',
  'bpmn:Transaction',
  'bpmn:AdHocSubProcess',
  'bpmn:CallActivity',
] as const;

export const GATEWAY_TYPES = [
  'bpmn:ExclusiveGateway',
  'bpmn:InclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:EventBasedGateway',
  'bpmn:ComplexGateway',
] as const;

const TASKS = new Set<string>(TASK_TYPES);
const SUBPROCESSES = new Set<string>(SUBPROCESS_TYPES);
const GATEWAYS = new Set<string>(GATEWAY_TYPES);

export const isTask = (kind: ElementKind) => TASKS.has(kind.type);
export const isSubprocessLike = (kind: ElementKind) => SUBPROCESSES.has(kind.type);
export const isGateway = (kind: ElementKind) => GATEWAYS.has(kind.type);
