import { writtenIfConditionHolds } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { oneOf, patchedUnlessConditionFails } from './reads.js';

export type ChecklistRecord = NonNullable<Awaited<ReturnType<typeof loadChecklist>>>;

/** The overview's attributes: everything but the list itself (up to 200 000 characters each). */
export const SUMMARY_ATTRIBUTES = [
  'checklistId',
  'name',
  'description',
  'creator',
  'creatorName',
  'createdDate',
  'currentStep',
  'currentStepState',
  'mod1SurveyId',
  'mod2SurveyId',
  'skipStep4',
] as const;

export type SurveyLinkAttribute = 'mod1SurveyId' | 'mod2SurveyId';

export async function loadChecklist(clientId: number, checklistId: string) {
  return oneOf(getDb().entities.checklist.get({ clientId, checklistId }));
}

/** The client's checklists without their lists (one partition query). */
export async function listChecklistSummaries(clientId: number) {
  const { data } = await getDb()
    .entities.checklist.query.byClient({ clientId })
    .go({ pages: 'all', attributes: [...SUMMARY_ATTRIBUTES] });
  return data;
}

/** The survey links of the client's checklists (one partition query, nothing else read). */
export async function listChecklistSurveyLinks(clientId: number) {
  const { data } = await getDb()
    .entities.checklist.query.byClient({ clientId })
    .go({ pages: 'all', attributes: ['checklistId', 'mod1SurveyId', 'mod2SurveyId'] });
  return data;
}

export async function createChecklistRecord(record: ChecklistRecord): Promise<void> {
  await getDb().entities.checklist.create(record).go();
}

/**
 * Patches a checklist only while it still has `version` (one conditional write), removing the
 * survey links in `unlink`: the stored result, or undefined when another write came first.
 */
export async function patchChecklistIfVersion(
  key: { clientId: number; checklistId: string },
  version: number,
  changes: Partial<Omit<ChecklistRecord, 'clientId' | 'checklistId' | 'createdDate'>>,
  unlink: readonly SurveyLinkAttribute[],
): Promise<ChecklistRecord | undefined> {
  const patch = getDb().entities.checklist.patch(key).set(changes);
  return patchedUnlessConditionFails(
    (unlink.length > 0 ? patch.remove([...unlink]) : patch).where((attributes, { eq }) =>
      eq(attributes.version, version),
    ),
  );
}

/** Deletes a checklist that exists: false when there was none. */
export function deleteChecklistIfExists(clientId: number, checklistId: string): Promise<boolean> {
  return writtenIfConditionHolds(getDb().entities.checklist.remove({ clientId, checklistId }));
}
