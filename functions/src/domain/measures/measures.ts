import { randomUUID } from 'node:crypto';
import type { CreateMeasureRequest, Measure, MeasureMember, UpdateMeasureRequest } from '@prozesspuls/shared';
import { MEASURE_MESSAGES, overdueAt } from '@prozesspuls/shared/px';
import {
  createMeasureRecord,
  deleteMeasureIfExists,
  deleteMeasureRecords,
  patchMeasure,
} from '../../data/repositories/measures.js';
import { loadMembership, membershipsOfClient } from '../../data/repositories/memberships.js';
import { loadSurvey } from '../../data/repositories/surveyRecords.js';
import { found, NotFound, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { assessmentPlanMeasures } from '../riskAssessment/planMeasures.js';
import { loadMeasure, measuresOfClient, measuresOfSurvey, toMeasure, userNames } from './measureRecords.js';
import { cancelOverdueCheck, scheduleOverdueCheck } from './overdueSchedule.js';

const byDueDate = (a: Measure, b: Measure) =>
  a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title, 'de');

/**
 * GET /px/measure: the client's measures (of one survey with `surveyId`), by due date, with the
 * measures of the risk assessments that link the survey.
 */
export async function listMeasures(
  caller: Identity,
  surveyId: string | undefined,
  now: number,
): Promise<Measure[]> {
  const records = surveyId
    ? await measuresOfSurvey(caller.clientId, surveyId)
    : await measuresOfClient(caller.clientId);
  const [names, ofAssessments] = await Promise.all([
    userNames(records.map((r) => r.responsibleUserId)),
    assessmentPlanMeasures(caller.clientId, surveyId, userNames, now),
  ]);
  return [...records.map((r) => toMeasure(r, names, now)), ...ofAssessments].sort(byDueDate);
}

/** GET /px/measure/members: who can be made responsible (the members of the caller's client). */
export async function listMeasureMembers(caller: Identity): Promise<MeasureMember[]> {
  const members = await membershipsOfClient(caller.clientId);
  const names = await userNames(members.map((m) => m.userId));
  return members
    .map((m) => ({ userId: m.userId, name: names.get(m.userId) || m.userId }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** The responsible person must be a member of the caller's client (never of another tenant). */
async function requireMember(clientId: number, userId: string): Promise<void> {
  const data = await loadMembership(clientId, userId);
  if (!data) throw new RuleViolation(MEASURE_MESSAGES.responsibleNotMember);
}

async function requireSurvey(clientId: number, surveyId: string) {
  return found(await loadSurvey(clientId, surveyId), MEASURE_MESSAGES.surveyNotFound);
}

/**
 * POST /px/measure. The measure remembers the survey's evaluation round it was created in, so the
 * next evaluation point can show it beside the node's trend and its effect can be judged.
 */
export async function createMeasure(
  caller: Identity,
  request: CreateMeasureRequest,
  now: number,
): Promise<Measure> {
  const [survey] = await Promise.all([
    requireSurvey(caller.clientId, request.surveyId),
    requireMember(caller.clientId, request.responsibleUserId),
  ]);
  const measureId = randomUUID();
  // The target ids are left out rather than stored as null.
  const { nodeId, questionId, ...fields } = request;
  const data = await createMeasureRecord({
    ...fields,
    clientId: caller.clientId,
    measureId,
    nodeId: nodeId ?? undefined,
    questionId: questionId ?? undefined,
    // The survey's current round (1 until it is restarted): the measure shows from the next point on.
    round: survey.round ?? 1,
    createdBy: caller.userId,
    updatedAt: new Date(now).toISOString(),
  });
  await scheduleOverdueCheck(caller.clientId, measureId, new Date(overdueAt(request.dueDate)));
  return toMeasure(data, await userNames([data.responsibleUserId]), now);
}

/**
 * PUT /px/measure/{id}. A new due date or owner makes a new promise: the overdue mail may be sent
 * again for it, and the check moves to the new date.
 */
export async function updateMeasure(
  caller: Identity,
  measureId: string,
  request: UpdateMeasureRequest,
  now: number,
): Promise<Measure> {
  const existing = found(await loadMeasure(caller.clientId, measureId), MEASURE_MESSAGES.notFound);
  await requireMember(caller.clientId, request.responsibleUserId);
  const newPromise =
    existing.dueDate !== request.dueDate || existing.responsibleUserId !== request.responsibleUserId;
  const patched = await patchMeasure(
    { clientId: caller.clientId, measureId },
    { ...request, updatedAt: new Date(now).toISOString() },
    newPromise,
  );
  if (!patched) throw new NotFound(MEASURE_MESSAGES.notFound);
  if (newPromise)
    await scheduleOverdueCheck(caller.clientId, measureId, new Date(overdueAt(request.dueDate)));
  const updated = found(await loadMeasure(caller.clientId, measureId), MEASURE_MESSAGES.notFound);
  return toMeasure(updated, await userNames([updated.responsibleUserId]), now);
}

/** DELETE /px/measure/{id}. */
export async function deleteMeasure(caller: Identity, measureId: string): Promise<void> {
  if (!(await deleteMeasureIfExists({ clientId: caller.clientId, measureId })))
    throw new NotFound(MEASURE_MESSAGES.notFound);
  await cancelOverdueCheck(caller.clientId, measureId);
}

/** A deleted survey's measures go with it (a SURVEY_DEPENDENTS remover; idempotent). */
export async function deleteMeasuresOfSurvey(survey: { clientId: number; surveyId: string }): Promise<void> {
  const records = await measuresOfSurvey(survey.clientId, survey.surveyId);
  if (records.length === 0) return;
  await deleteMeasureRecords(records);
  await Promise.all(records.map((r) => cancelOverdueCheck(r.clientId, r.measureId)));
}
