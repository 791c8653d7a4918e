import type { AccessKind, AccessLogEntry, SurveySummary, WorksCouncilSettings } from '@prozesspuls/shared';
import { newestFirst, WORKS_COUNCIL_MESSAGES } from '@prozesspuls/shared';
import { loadSurvey } from '../../data/repositories/surveyRecords.js';
import { loadUser } from '../../data/repositories/userAccounts.js';
import {
  appendAccess,
  listAccess,
  readApprovalRequired,
  stampSurveyApproval,
  storeApprovalRequired,
} from '../../data/repositories/worksCouncil.js';
import { Conflict, NotFound } from '../errors.js';
import type { Identity } from '../identity.js';
import { toSummary } from '../surveys/surveySummary.js';

/** GET /px/evaluation/worksCouncil. */
export async function worksCouncilSettings(caller: Identity): Promise<WorksCouncilSettings> {
  return { approvalRequired: await readApprovalRequired(caller.clientId) };
}

/** PUT /px/evaluation/worksCouncil (tenant administrators, by the route table). */
export async function setWorksCouncilSettings(
  caller: Identity,
  settings: WorksCouncilSettings,
): Promise<WorksCouncilSettings> {
  await storeApprovalRequired(caller.clientId, settings.approvalRequired);
  return { approvalRequired: settings.approvalRequired };
}

async function displayName(userId: string): Promise<string> {
  const user = await loadUser(userId);
  return user ? `${user.firstName} ${user.lastName}`.trim() || userId : userId;
}

/**
 * PUT /px/survey/{id}/approval: the works council approves a questionnaire of its own client,
 * once (a second approval is refused, so the log of who approved stays the first one's).
 */
export async function approveSurvey(
  caller: Identity,
  surveyId: string,
  now = Date.now(),
): Promise<SurveySummary> {
  const outcome = await stampSurveyApproval(caller.clientId, surveyId, now, await displayName(caller.userId));
  if (outcome === 'missing') throw new NotFound(WORKS_COUNCIL_MESSAGES.surveyNotFound);
  if (outcome === 'alreadyApproved') throw new Conflict(WORKS_COUNCIL_MESSAGES.alreadyApproved);
  const survey = await loadSurvey(caller.clientId, surveyId);
  if (!survey) throw new NotFound(WORKS_COUNCIL_MESSAGES.surveyNotFound);
  return toSummary(survey);
}

/**
 * Notes that the caller opened an evaluation (a survey's or an assessment's strain view), after
 * it was found in the caller's client, so the log names only what exists there.
 */
export async function recordEvaluationAccess(
  caller: Identity,
  kind: AccessKind,
  objectId: string,
  title: string,
  now = Date.now(),
): Promise<void> {
  await appendAccess(
    caller.clientId,
    { userId: caller.userId, userName: await displayName(caller.userId), kind, objectId, title },
    now,
  );
}

/** GET /px/evaluation/accessLog: the caller's client's log, newest first. */
export async function accessLog(caller: Identity): Promise<AccessLogEntry[]> {
  const items = await listAccess(caller.clientId);
  return newestFirst(
    items.map((item) => ({
      id: item.accessId,
      at: item.at,
      userId: item.userId,
      userName: item.userName,
      kind: item.kind === 'RISK_STRAIN' ? 'RISK_STRAIN' : 'SURVEY_EVALUATION',
      objectId: item.objectId,
      title: item.title,
    })),
  );
}
