import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { DailyTime } from '@prozesspuls/functions/config/schedules';
import { nextDailyRun } from './dailyRun.js';
import { localStateMachineArn, stateMachineOfArn, taskModuleOfArn } from './localArns.js';
import { createLocalRunner, type ExecutionInput } from './runner.js';

/**
 * The local stand-in for Step Functions and EventBridge Scheduler (neither has an emulator in
 * npm): one HTTP server that speaks the two AWS APIs the functions use — SFN StartExecution (JSON
 * 1.0 protocol, AWS_ENDPOINT_URL_SFN) and Scheduler Create/Update/Get/Delete/ListSchedule(s) (REST JSON,
 * AWS_ENDPOINT_URL_SCHEDULER) — so functions/src/adapters run unchanged. Executions run the ASL
 * files in-process (runner.ts); schedules are kept in a JSON file under the data folder and a
 * one-second timer fires the due ones, so a deadline that passes while `npm start` runs (or
 * while it was stopped) finishes its survey.
 */

interface StoredSchedule {
  readonly name: string;
  readonly group: string;
  /** Epoch ms of `at(...)`. */
  readonly at: number;
  readonly targetArn: string;
  readonly input: string;
}

interface Execution {
  readonly arn: string;
  readonly input: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
}

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

/** An AWS error both protocols' SDK deserialisers understand (`__type` and the error-type header). */
const awsError = (response: ServerResponse, status: number, type: string, message: string) =>
  json(response, status, { __type: type, message, Message: message }, { 'x-amzn-errortype': type });

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {});
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

/** `at(2026-11-22T20:00:00)` in UTC → epoch ms, or undefined. */
export function parseAtExpression(expression: unknown): number | undefined {
  const match =
    typeof expression === 'string' ? /^at\((\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)\)$/.exec(expression) : null;
  return match?.[1] ? Date.parse(`${match[1]}Z`) : undefined;
}

export interface LocalWorkflowsOptions {
  readonly port: number;
  readonly region: string;
  /** Where the schedules are kept between runs. */
  readonly scheduleFile: string;
  /** How often due schedules are looked for (ms). */
  readonly tickMs?: number;
  /**
   * The recurring schedules the stack defines itself (not made by a route), fired at their daily
   * time while the local cloud runs; like EventBridge Scheduler, a night it was down is not caught up.
   */
  readonly daily?: readonly DailySchedule[];
}

export interface DailySchedule {
  readonly name: string;
  readonly time: DailyTime;
  readonly targetArn: string;
  readonly input: string;
}

export async function startLocalWorkflows(options: LocalWorkflowsOptions) {
  const { region } = options;
  const runner = await createLocalRunner(region);
  const executions = new Map<string, Execution>();
  const schedules = new Map<string, StoredSchedule>();
  const key = (group: string, name: string) => `${group}/${name}`;

  if (existsSync(options.scheduleFile)) {
    for (const schedule of JSON.parse(readFileSync(options.scheduleFile, 'utf8')) as StoredSchedule[]) {
      schedules.set(key(schedule.group, schedule.name), schedule);
    }
  }
  const persist = () => writeFileSync(options.scheduleFile, JSON.stringify([...schedules.values()], null, 2));

  function startExecution(stateMachineArn: string, name: string, input: string): Execution {
    const machine = stateMachineOfArn(region, stateMachineArn);
    if (!machine)
      throw Object.assign(new Error(`State machine ${stateMachineArn} does not exist`), {
        type: 'StateMachineDoesNotExist',
      });
    const arn = `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
    const existing = executions.get(arn);
    if (existing) {
      if (existing.input === input && existing.status === 'RUNNING') return existing;
      throw Object.assign(new Error(`Execution ${name} already exists`), { type: 'ExecutionAlreadyExists' });
    }
    const execution: Execution = { arn, input, status: 'RUNNING' };
    executions.set(arn, execution);
    runner.run(machine, JSON.parse(input) as ExecutionInput).then(
      () => {
        execution.status = 'SUCCEEDED';
      },
      (error: unknown) => {
        execution.status = 'FAILED';
        console.error(`Lokale Step-Functions-Ausführung ${name} (${machine}) fehlgeschlagen:`, error);
      },
    );
    return execution;
  }

  async function fire(schedule: StoredSchedule) {
    if (stateMachineOfArn(region, schedule.targetArn)) {
      startExecution(schedule.targetArn, `${schedule.name}-${schedule.at}`, schedule.input);
    } else if (taskModuleOfArn(schedule.targetArn)) {
      await runner.invoke({
        FunctionName: schedule.targetArn,
        Payload: JSON.parse(schedule.input) as ExecutionInput,
      });
    } else {
      console.error(`Lokaler Zeitplan ${schedule.name}: unbekanntes Ziel ${schedule.targetArn}`);
    }
  }

  const dailyRuns = (options.daily ?? []).map((daily) => ({
    daily,
    next: nextDailyRun(Date.now(), daily.time),
  }));

  const timer = setInterval(() => {
    const now = Date.now();
    for (const run of dailyRuns) {
      if (run.next > now) continue;
      run.next = nextDailyRun(now, run.daily.time);
      const { name, targetArn, input } = run.daily;
      fire({ name, group: 'default', at: now, targetArn, input }).catch((error: unknown) =>
        console.error(`Lokaler Zeitplan ${name} fehlgeschlagen:`, error),
      );
    }
    const due = [...schedules.values()].filter((schedule) => schedule.at <= now);
    if (due.length === 0) return;
    for (const schedule of due) schedules.delete(key(schedule.group, schedule.name));
    persist();
    for (const schedule of due) {
      fire(schedule).catch((error: unknown) =>
        console.error(`Lokaler Zeitplan ${schedule.name} fehlgeschlagen:`, error),
      );
    }
  }, options.tickMs ?? 1000);
  timer.unref();

  async function sfnApi(request: IncomingMessage, response: ServerResponse) {
    const target = String(request.headers['x-amz-target'] ?? '');
    const body = await readJson(request);
    if (target === 'AWSStepFunctions.StartExecution') {
      const name = typeof body.name === 'string' ? body.name : crypto.randomUUID();
      try {
        const execution = startExecution(
          String(body.stateMachineArn),
          name,
          typeof body.input === 'string' ? body.input : '{}',
        );
        json(response, 200, { executionArn: execution.arn, startDate: Date.now() / 1000 });
      } catch (error) {
        const type = (error as { type?: string }).type ?? 'InvalidArn';
        awsError(response, 400, type, (error as Error).message);
      }
      return;
    }
    if (target === 'AWSStepFunctions.DescribeExecution') {
      const execution = executions.get(String(body.executionArn));
      if (!execution) return awsError(response, 400, 'ExecutionDoesNotExist', 'Execution does not exist');
      return json(response, 200, {
        executionArn: execution.arn,
        status: execution.status,
        input: execution.input,
      });
    }
    awsError(response, 400, 'UnknownOperationException', `Unsupported operation ${target}`);
  }

  /** ListSchedules (GroupName, NamePrefix), in one page: the local group holds few schedules. */
  function listSchedules(response: ServerResponse, url: URL) {
    const group = url.searchParams.get('ScheduleGroup') ?? url.searchParams.get('GroupName');
    const prefix = url.searchParams.get('NamePrefix') ?? '';
    const found = [...schedules.values()].filter(
      (schedule) => (group === null || schedule.group === group) && schedule.name.startsWith(prefix),
    );
    json(response, 200, {
      Schedules: found.map((schedule) => ({
        Name: schedule.name,
        GroupName: schedule.group,
        State: 'ENABLED',
        Target: { Arn: schedule.targetArn },
      })),
    });
  }

  async function schedulerApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const name = decodeURIComponent(url.pathname.slice('/schedules/'.length));
    if (request.method === 'DELETE' || request.method === 'GET') {
      const group = url.searchParams.get('groupName') ?? 'default';
      const schedule = schedules.get(key(group, name));
      if (!schedule)
        return awsError(response, 404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
      if (request.method === 'DELETE') {
        schedules.delete(key(group, name));
        persist();
        return json(response, 200, {});
      }
      return json(response, 200, {
        Name: schedule.name,
        GroupName: schedule.group,
        ScheduleExpression: `at(${new Date(schedule.at).toISOString().slice(0, 19)})`,
        Target: { Arn: schedule.targetArn, Input: schedule.input },
      });
    }
    const body = await readJson(request);
    const group = typeof body.GroupName === 'string' ? body.GroupName : 'default';
    const at = parseAtExpression(body.ScheduleExpression);
    const target = body.Target as { Arn?: string; Input?: string } | undefined;
    if (at === undefined || !target?.Arn) {
      return awsError(
        response,
        400,
        'ValidationException',
        'Only one-time at(...) schedules with a target are supported locally.',
      );
    }
    const exists = schedules.has(key(group, name));
    if (request.method === 'POST' && exists)
      return awsError(response, 409, 'ConflictException', `Schedule ${name} already exists.`);
    if (request.method === 'PUT' && !exists)
      return awsError(response, 404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    schedules.set(key(group, name), { name, group, at, targetArn: target.Arn, input: target.Input ?? '{}' });
    persist();
    json(response, 200, {
      ScheduleArn: `arn:aws:scheduler:${region}:000000000000:schedule/${group}/${name}`,
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const handle =
      url.pathname === '/schedules' && request.method === 'GET'
        ? Promise.resolve(listSchedules(response, url))
        : url.pathname.startsWith('/schedules/')
          ? schedulerApi(request, response, url)
          : sfnApi(request, response);
    handle.catch((error: unknown) => awsError(response, 500, 'InternalServerException', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stateMachineArn: (machine: 'surveyFinish' | 'evaluationPoint') => localStateMachineArn(region, machine),
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
