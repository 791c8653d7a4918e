import { getDb } from '../db.js';
import { patchedIf } from './patchedIf.js';
import { allOf, oneOf } from './reads.js';
import { committed } from './transactions.js';

/**
 * Psychological risk assessments (GDA) and their history. Every change of an assessment is ONE
 * write conditional on the `version` it read, together with its history entry: of two racing
 * changes one is written, the other learns it lost (false) and re-reads.
 */

type AssessmentKey = { readonly clientId: number; readonly assessmentId: string };
type NewAssessment = Parameters<ReturnType<typeof getDb>['entities']['riskAssessment']['create']>[0];
type NewHistoryEntry = Parameters<ReturnType<typeof getDb>['entities']['riskAssessmentHistory']['create']>[0];

/**
 * The condition of every change: the stored assessment still has the version the change was made
 * from. Generic over ElectroDB's where-callback, which types a patch inside a transaction apart
 * from a single patch.
 */
const stillAtVersion =
  (readVersion: number) =>
  <V>(attributes: { readonly version: V }, op: { eq(attribute: V, value: number): string }) =>
    op.eq(attributes.version, readVersion);

export type RiskAssessmentRecord = NonNullable<Awaited<ReturnType<typeof loadAssessment>>>;

/** The fields one change sets (the document, the overview fields, the new version). */
export interface AssessmentChanges {
  readonly document: string;
  readonly currentStep: number;
  readonly updatedAt: string;
  readonly title?: string;
  readonly scope?: string;
  readonly reportCount?: number;
  readonly modelName?: string;
  readonly modelUuid?: string;
  /** A date sets it; null removes it; absent keeps it. */
  readonly nextReviewDate?: string | null;
}

export async function loadAssessment(clientId: number, assessmentId: string) {
  return oneOf(getDb().entities.riskAssessment.get({ clientId, assessmentId }));
}

/** The client's assessments with the overview fields only (one Query of the tenant partition). */
export async function assessmentsOfClient(clientId: number) {
  const { data } = await getDb()
    .entities.riskAssessment.query.byClient({ clientId })
    .go({
      pages: 'all',
      attributes: [
        'assessmentId',
        'title',
        'scope',
        'createdAt',
        'updatedAt',
        'currentStep',
        'modelName',
        'modelUuid',
      ],
    });
  return data;
}

/** The client's assessments with their documents (the measures plan lists their measures). */
export async function assessmentDocumentsOfClient(clientId: number) {
  const { data } = await getDb()
    .entities.riskAssessment.query.byClient({ clientId })
    .go({ pages: 'all', attributes: ['assessmentId', 'title', 'document', 'createdAt', 'updatedAt'] });
  return data;
}

export async function historyOf(clientId: number, assessmentId: string) {
  return allOf(getDb().entities.riskAssessmentHistory.query.byClient({ clientId, assessmentId }));
}

/** A new assessment with its first history entry, in one transaction: false when it was canceled. */
export function createAssessmentRecord(assessment: NewAssessment, entry: NewHistoryEntry): Promise<boolean> {
  return committed(({ riskAssessment, riskAssessmentHistory }) => [
    riskAssessment.create(assessment).commit(),
    riskAssessmentHistory.create(entry).commit(),
  ]);
}

/**
 * Writes one change and its history entry in one transaction, only while the assessment still
 * has the version the change was made from: false when another change came first.
 */
export function writeAssessmentChange(
  key: AssessmentKey,
  readVersion: number,
  changes: AssessmentChanges,
  entry: NewHistoryEntry,
): Promise<boolean> {
  const { nextReviewDate, ...fields } = changes;
  return committed(({ riskAssessment, riskAssessmentHistory }) => {
    const patch = riskAssessment
      .patch(key)
      .set({ ...fields, ...(nextReviewDate ? { nextReviewDate } : {}), version: readVersion + 1 });
    return [
      (nextReviewDate === null ? patch.remove(['nextReviewDate']) : patch)
        .where(stillAtVersion(readVersion))
        .commit(),
      riskAssessmentHistory.create(entry).commit(),
    ];
  });
}

/**
 * Stores the document with a new version, only while the assessment still has the version read
 * (no history entry: the reminder marks are bookkeeping): false when another write came first.
 */
export function storeDocumentIfUnchanged(
  key: AssessmentKey,
  readVersion: number,
  document: string,
): Promise<boolean> {
  return patchedIf('riskAssessment', key, (assessment) =>
    assessment.set({ document, version: readVersion + 1 }).where(stillAtVersion(readVersion)),
  );
}

/** Deletes the assessment and its history: false when there was none. */
export async function deleteAssessmentRecords(clientId: number, assessmentId: string): Promise<boolean> {
  const record = await loadAssessment(clientId, assessmentId);
  if (!record) return false;
  const history = await historyOf(clientId, assessmentId);
  await getDb().entities.riskAssessment.delete({ clientId, assessmentId }).go();
  if (history.length > 0)
    await getDb()
      .entities.riskAssessmentHistory.delete(
        history.map((h) => ({ clientId, assessmentId, at: h.at, entryId: h.entryId })),
      )
      .go();
  return true;
}
