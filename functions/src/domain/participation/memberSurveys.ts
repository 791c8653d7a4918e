import type { OpenSurvey, UserSurveyParticipation } from '@prozesspuls/shared';
import { PARTICIPATION_MESSAGES, PX_MODULES, type PxModule } from '@prozesspuls/shared/px';
import {
  addRecipientLink,
  getRecipient,
  memberSurveyPointers,
} from '../../data/repositories/participationRecipients.js';
import { loadSurvey, loadSurveys } from '../../data/repositories/surveyRecords.js';
import { Gone, NotFound } from '../errors.js';
import type { Identity } from '../identity.js';
import { currentRound, linkTtl } from './links.js';
import { issueParticipationToken } from './tokens.js';

const asModule = (value: string): PxModule => PX_MODULES.find((module) => module === value) ?? 'NONE';

interface MemberSurvey {
  readonly survey: OpenSurvey;
  readonly round: number;
  readonly recipientKey: string;
}

/**
 * The surveys of the caller's client that were sent to the caller and are still open to them:
 * the current round, not finished, deadline not passed, not answered yet. One partition query on
 * the member pointers (they go when the member answers), then the few surveys and recipients.
 */
async function memberSurveys(caller: Identity, now: number): Promise<MemberSurvey[]> {
  const { clientId, userId } = caller;
  const pointers = await memberSurveyPointers(clientId, userId);
  if (pointers.length === 0) return [];
  const surveyIds = [...new Set(pointers.map((pointer) => pointer.surveyId))];
  const surveys = await loadSurveys(clientId, surveyIds);
  const open: MemberSurvey[] = [];
  for (const pointer of pointers) {
    const survey = surveys.find((candidate) => candidate.surveyId === pointer.surveyId);
    if (!survey || currentRound(survey) !== pointer.round) continue;
    if (survey.state !== 'SEND' && survey.state !== 'ANSWERED') continue;
    if (survey.deadlineDate !== undefined && survey.deadlineDate < now) continue;
    const recipient = await getRecipient(clientId, survey.surveyId, pointer.round, pointer.recipientKey);
    if (!recipient || recipient.status === 'ANSWERED') continue;
    open.push({
      round: pointer.round,
      recipientKey: pointer.recipientKey,
      survey: {
        surveyId: survey.surveyId,
        title: survey.title,
        module: asModule(survey.module),
        deadlineDate: survey.deadlineDate ?? null,
        status: recipient.status,
      },
    });
  }
  return open;
}

/** GET /user/survey: the signed-in member's open surveys (home page card). */
export async function listOpenSurveys(caller: Identity, now = Date.now()): Promise<OpenSurvey[]> {
  return (await memberSurveys(caller, now)).map((entry) => entry.survey);
}

/**
 * GET /user/survey/{id}: opens one of the caller's open surveys with a fresh personal token (added
 * to the recipient's links, so the mailed link stays valid). 404 when the survey was not sent to
 * the caller or was answered already, 410 when it ended.
 */
export async function openUserSurvey(
  caller: Identity,
  surveyId: string,
  now = Date.now(),
): Promise<UserSurveyParticipation> {
  const survey = await loadSurvey(caller.clientId, surveyId);
  if (!survey) throw new NotFound(PARTICIPATION_MESSAGES.notInvited);
  const entry = (await memberSurveys(caller, now)).find(
    (candidate) => candidate.survey.surveyId === surveyId,
  );
  if (!entry) {
    const ended =
      survey.state === 'FINISHED' || (survey.deadlineDate !== undefined && survey.deadlineDate < now);
    throw ended ? new Gone(PARTICIPATION_MESSAGES.ended) : new NotFound(PARTICIPATION_MESSAGES.notInvited);
  }
  const { token, hash } = issueParticipationToken();
  const target = {
    clientId: caller.clientId,
    surveyId,
    round: entry.round,
    recipientKey: entry.recipientKey,
  };
  if (!(await addRecipientLink(target, hash, linkTtl(survey.deadlineDate, now)))) {
    throw new NotFound(PARTICIPATION_MESSAGES.notInvited);
  }
  return { ...entry.survey, token };
}
