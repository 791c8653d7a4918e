import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { STATE_MACHINES } from '@prozesspuls/functions/tasks/registry';
import type { StateMachine as LocalStateMachine, StateMachineDefinition } from 'aws-local-stepfunctions';
import { warmHandlers } from '../warmHandlers.js';

/** JSON input of an execution. */
export type ExecutionInput = Parameters<LocalStateMachine['run']>[0];

import { localSubstitutions, type StateMachineKey, taskModuleOfArn } from './localArns.js';

export const STATE_MACHINE_DIR = resolve(import.meta.dirname, '../../state-machines');
const TASKS_DIR = resolve(import.meta.dirname, '../../../functions/src/tasks');

/** The ASL text with `${variable}` replaced, as CDK's definitionSubstitutions do. */
export function substitute(asl: string, substitutions: Readonly<Record<string, string>>): string {
  return asl.replace(/\$\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => substitutions[name] ?? whole);
}

type TaskHandler = (payload: ExecutionInput) => Promise<ExecutionInput>;
const loadTask = warmHandlers<TaskHandler>(TASKS_DIR);

interface AslState {
  readonly Type: string;
  readonly Parameters?: { readonly FunctionName?: string };
}

/**
 * Runs the same ASL files CDK deploys with aws-local-stepfunctions (JSONPath only). Each Task
 * state's `lambda:invoke` is served in-process: the override gets the evaluated Parameters and
 * answers the `{ Payload }` envelope Lambda would, so ResultSelector/ResultPath work unchanged.
 */
export async function createLocalRunner(region: string) {
  const { StateMachine } = await import('aws-local-stepfunctions');
  const substitutions = localSubstitutions(region);

  const machines = new Map<
    StateMachineKey,
    { machine: InstanceType<typeof StateMachine>; taskStates: string[] }
  >();
  for (const key of Object.keys(STATE_MACHINES) as StateMachineKey[]) {
    const asl = substitute(
      readFileSync(join(STATE_MACHINE_DIR, STATE_MACHINES[key].file), 'utf8'),
      substitutions,
    );
    const definition = JSON.parse(asl) as StateMachineDefinition;
    const taskStates = Object.entries(definition.States as Record<string, AslState>)
      .filter(([, state]) => state.Type === 'Task')
      .map(([name]) => name);
    machines.set(key, { machine: new StateMachine(definition), taskStates });
  }

  const invoke = async (parameters: ExecutionInput): Promise<ExecutionInput> => {
    const { FunctionName, Payload } = parameters as { FunctionName: string; Payload: ExecutionInput };
    const module = taskModuleOfArn(FunctionName);
    if (!module) throw new Error(`unknown local task function ${FunctionName}`);
    const handler = await loadTask(module);
    return { Payload: await handler(Payload) };
  };

  return {
    /** Runs one execution to its end; resolves with its output, rejects with its failure. */
    run(key: StateMachineKey, input: ExecutionInput): Promise<unknown> {
      const entry = machines.get(key);
      if (!entry) throw new Error(`unknown state machine ${key}`);
      const overrides = Object.fromEntries(entry.taskStates.map((name) => [name, invoke]));
      return entry.machine.run(input, { overrides: { taskResourceLocalHandlers: overrides } }).result;
    },
    /** A task function invoked directly (a schedule targeting the reminder). */
    invoke,
  };
}

export type LocalRunner = Awaited<ReturnType<typeof createLocalRunner>>;
