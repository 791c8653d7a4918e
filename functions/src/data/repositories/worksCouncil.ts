import { randomUUID } from 'node:crypto';
import type { AccessKind } from '@prozesspuls/shared';
import { getDb } from '../db.js';
import { updateIf } from './conditionalUpdate.js';
import { allOf } from './reads.js';
import { keyOfSurvey } from './surveyKeys.js';

/** Whether the client requires the works council's approval before a questionnaire is sent (default: no). */
export async function readApprovalRequired(clientId: number): Promise<boolean> {
  const { data } = await getDb().entities.worksCouncilSettings.get({ clientId }).go({ consistent: true });
  return data?.approvalRequired ?? false;
}

export async function storeApprovalRequired(clientId: number, approvalRequired: boolean): Promise<void> {
  await getDb().entities.worksCouncilSettings.put({ clientId, approvalRequired }).go();
}

export type ApprovalOutcome = 'approved' | 'alreadyApproved' | 'missing';

/**
 * Stamps the works council's approval on an existing survey, once: the condition makes two
 * approving members race to one stamp, and the first approver's name stays.
 */
export async function stampSurveyApproval(
  clientId: number,
  surveyId: string,
  approvedAt: number,
  approvedBy: string,
): Promise<ApprovalOutcome> {
  const written = await updateIf({
    Key: keyOfSurvey(clientId, surveyId),
    ConditionExpression: 'attribute_exists(#surveyId) AND attribute_not_exists(#approvedAt)',
    UpdateExpression: 'SET #approvedAt = :at, #approvedBy = :by',
    ExpressionAttributeNames: {
      '#surveyId': 'surveyId',
      '#approvedAt': 'approvedAt',
      '#approvedBy': 'approvedBy',
    },
    ExpressionAttributeValues: { ':at': approvedAt, ':by': approvedBy },
  });
  if (written) return 'approved';
  const { data } = await getDb().entities.survey.get({ clientId, surveyId }).go({ consistent: true });
  return data ? 'alreadyApproved' : 'missing';
}

export interface AccessRecord {
  readonly userId: string;
  readonly userName: string;
  readonly kind: AccessKind;
  readonly objectId: string;
  readonly title: string;
}

/** Appends one opening of an evaluation to the client's access log. */
export async function appendAccess(clientId: number, access: AccessRecord, at: number): Promise<void> {
  await getDb()
    .entities.evaluationAccess.create({ clientId, accessId: randomUUID(), at, ...access })
    .go();
}

/** The client's access log (one Query of its partition by the `ACCESSLOG#` prefix). */
export async function listAccess(clientId: number) {
  return allOf(getDb().entities.evaluationAccess.query.byClient({ clientId }));
}
