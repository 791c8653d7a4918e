import { randomUUID } from 'node:crypto';
import type { RiskElement, RiskJudgement, RiskMeasure } from '@prozesspuls/shared';
import {
  currentGdaStep,
  type GdaStepRecord,
  initialGdaSteps,
  RISK_ASSESSMENT_MESSAGES,
  type RiskSurveyPhase,
} from '@prozesspuls/shared';
import {
  createAssessmentRecord,
  loadAssessment,
  type RiskAssessmentRecord,
  writeAssessmentChange,
} from '../../data/repositories/riskAssessments.js';
import { found, TemporarilyUnavailable } from '../errors.js';
import type { Identity } from '../identity.js';

/** The released model version the activities were picked from (kept, never followed). */
export interface StoredModelRef {
  readonly uuid: string;
  readonly name: string;
  readonly releaseVersion: number;
  readonly releasedAt: string | null;
  /** The storage key of that version's XML: the overlay and the PDF draw exactly that version. */
  readonly xmlKey: string;
}

/** A judgement is stored as the API shows it. */
export type StoredJudgement = RiskJudgement;

/** A measure as stored: what the API shows, less what it derives (the name, whether overdue). */
export type StoredMeasure = Omit<RiskMeasure, 'responsibleName' | 'overdue'>;

export interface StoredReport {
  readonly version: number;
  readonly key: string;
  readonly createdAt: string;
  readonly createdBy: string;
}

/** The assessment's document (one JSON attribute, written only by this service). */
export interface RiskDocument {
  readonly steps: readonly GdaStepRecord[];
  readonly model: StoredModelRef | null;
  readonly elements: readonly RiskElement[];
  readonly surveys: readonly { readonly surveyId: string; readonly phase: RiskSurveyPhase }[];
  readonly judgements: readonly StoredJudgement[];
  readonly measures: readonly StoredMeasure[];
  readonly reports: readonly StoredReport[];
  /** Overdue reminders sent: `<step>|<due date>|<responsible>` (each is sent once). */
  readonly reminded?: readonly string[];
}

export const emptyDocument = (): RiskDocument => ({
  steps: initialGdaSteps(),
  model: null,
  elements: [],
  surveys: [],
  judgements: [],
  measures: [],
  reports: [],
});

export type RiskRecord = RiskAssessmentRecord;

export {
  assessmentsOfClient,
  deleteAssessmentRecords,
  historyOf,
  loadAssessment,
} from '../../data/repositories/riskAssessments.js';

export async function requireAssessment(clientId: number, assessmentId: string): Promise<RiskRecord> {
  return found(await loadAssessment(clientId, assessmentId), RISK_ASSESSMENT_MESSAGES.notFound);
}

export const documentOf = (record: Pick<RiskRecord, 'document'>): RiskDocument =>
  JSON.parse(record.document) as RiskDocument;

/** A new assessment with its first history entry, in one transaction. */
export async function createAssessment(
  caller: Identity,
  fields: { readonly title: string; readonly scope: string },
  now: number,
): Promise<string> {
  const assessmentId = randomUUID();
  const at = new Date(now).toISOString();
  const document = emptyDocument();
  const written = await createAssessmentRecord(
    {
      clientId: caller.clientId,
      assessmentId,
      title: fields.title,
      scope: fields.scope,
      createdBy: caller.userId,
      updatedAt: at,
      currentStep: currentGdaStep(document.steps),
      document: JSON.stringify(document),
      version: 1,
    },
    historyItem(caller, assessmentId, at, 'Gefährdungsbeurteilung angelegt'),
  );
  if (!written) throw new TemporarilyUnavailable();
  return assessmentId;
}

/** The attributes of one history entry ("who changed what"). */
const historyItem = (caller: Identity, assessmentId: string, at: string, change: string) => ({
  clientId: caller.clientId,
  assessmentId,
  at,
  entryId: randomUUID(),
  userId: caller.userId,
  change,
});

/** What one change makes of the loaded assessment: the new document and fields, and its history text. */
export interface Change {
  readonly document?: RiskDocument;
  readonly title?: string;
  readonly scope?: string;
  readonly nextReviewDate?: string | null;
  readonly reportCount?: number;
  readonly history: string;
}

const ATTEMPTS = 5;

/**
 * Applies `apply` to the current assessment and writes the result together with its history
 * entry in ONE transaction, conditional on the version it read: of two racing changes both
 * arrive, the second re-reads and applies its change to the first one's result (a rule that
 * no longer holds then refuses it). `apply` may throw a DomainError (nothing is written).
 */
export async function changeAssessment(
  caller: Identity,
  assessmentId: string,
  now: number,
  apply: (record: RiskRecord, document: RiskDocument) => Change | Promise<Change>,
): Promise<RiskRecord> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const record = await requireAssessment(caller.clientId, assessmentId);
    const change = await apply(record, documentOf(record));
    const at = new Date(now + attempt).toISOString();
    const document = change.document ?? documentOf(record);
    const written = await writeAssessmentChange(
      { clientId: caller.clientId, assessmentId },
      record.version,
      {
        ...(change.title === undefined ? {} : { title: change.title }),
        ...(change.scope === undefined ? {} : { scope: change.scope }),
        ...(change.reportCount === undefined ? {} : { reportCount: change.reportCount }),
        ...(change.nextReviewDate === undefined ? {} : { nextReviewDate: change.nextReviewDate }),
        ...(document.model ? { modelName: document.model.name, modelUuid: document.model.uuid } : {}),
        document: JSON.stringify(document),
        currentStep: currentGdaStep(document.steps),
        updatedAt: at,
      },
      historyItem(caller, assessmentId, at, change.history),
    );
    if (written) return requireAssessment(caller.clientId, assessmentId);
  }
  throw new TemporarilyUnavailable(RISK_ASSESSMENT_MESSAGES.busy);
}
