import { randomUUID } from 'node:crypto';
import {
  type CreateRiskAssessmentRequest,
  checkStepChange,
  GDA_STEPS,
  type GdaStepNumber,
  gdaStepName,
  isStepOverdue,
  type JudgeRiskRequest,
  type LinkRiskSurveysRequest,
  RISK_ASSESSMENT_MESSAGES as M,
  type PickRiskElementsRequest,
  RISK_ASSESSMENT_MEASURES_MAX,
  type RiskAssessment,
  type RiskAssessmentSummary,
  type RiskMeasureRequest,
  sortMeasuresByPrecedence,
  type UpdateRiskAssessmentRequest,
  type UpdateRiskStepRequest,
} from '@prozesspuls/shared';
import { germanDueDate, isMeasureOverdue, overdueAt } from '@prozesspuls/shared/px';
import { deleteDocument } from '../../adapters/documentStorage.js';
import { loadMembership } from '../../data/repositories/memberships.js';
import { loadSurveys } from '../../data/repositories/surveyRecords.js';
import { NotFound, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { userNames } from '../measures/measureRecords.js';
import { pick } from '../pick.js';
import { effectCheckOffer } from './effectCheck.js';
import { pickableElements } from './models.js';
import {
  assessmentsOfClient,
  changeAssessment,
  createAssessment,
  deleteAssessmentRecords,
  documentOf,
  historyOf,
  type RiskRecord,
  requireAssessment,
} from './records.js';
import { cancelStepReminder, scheduleStepReminder } from './stepReminders.js';

/** GET /riskAssessment: the client's assessments, last changed first. */
export async function listAssessments(caller: Identity): Promise<RiskAssessmentSummary[]> {
  const records = await assessmentsOfClient(caller.clientId);
  return records
    .map((r) => ({
      id: r.assessmentId,
      ...pick(r, ['title', 'scope', 'createdAt', 'updatedAt', 'currentStep']),
      modelName: r.modelName ?? null,
      modelUuid: r.modelUuid ?? null,
    }))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** The full assessment as the client sees it: names resolved, measures in §4 ArbSchG order. */
export async function assessmentView(
  caller: Identity,
  record: RiskRecord,
  now: number,
): Promise<RiskAssessment> {
  const document = documentOf(record);
  const history = await historyOf(caller.clientId, record.assessmentId);
  const surveys = await loadSurveys(
    caller.clientId,
    document.surveys.map((s) => s.surveyId),
  );
  const names = await userNames([
    record.createdBy,
    ...document.steps.flatMap((s) => (s.responsibleUserId ? [s.responsibleUserId] : [])),
    ...document.measures.map((m) => m.responsibleUserId),
    ...document.judgements.map((j) => j.judgedBy),
    ...document.reports.map((r) => r.createdBy),
    ...history.map((h) => h.userId),
  ]);
  const nameOf = (userId: string) => names.get(userId) || userId;
  const effectCheck = await effectCheckOffer(caller.clientId, document);
  const surveyById = new Map(surveys.map((s) => [s.surveyId, s]));
  return {
    id: record.assessmentId,
    title: record.title,
    scope: record.scope,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    currentStep: record.currentStep,
    modelName: document.model?.name ?? null,
    modelUuid: document.model?.uuid ?? null,
    createdByName: nameOf(record.createdBy),
    nextReviewDate: record.nextReviewDate ?? null,
    steps: document.steps.map((s) => ({
      ...s,
      name: gdaStepName(s.step),
      responsibleName: s.responsibleUserId ? nameOf(s.responsibleUserId) : null,
      overdue: isStepOverdue(s, overdueAt, now),
    })),
    model: document.model
      ? {
          uuid: document.model.uuid,
          name: document.model.name,
          releaseVersion: document.model.releaseVersion,
          releasedAt: document.model.releasedAt,
        }
      : null,
    elements: document.elements,
    surveys: document.surveys.map((s) => ({
      surveyId: s.surveyId,
      phase: s.phase,
      title: surveyById.get(s.surveyId)?.title ?? '',
      module: surveyById.get(s.surveyId)?.module ?? '',
    })),
    judgements: document.judgements.map((j) => ({ ...j, judgedBy: nameOf(j.judgedBy) })),
    measures: sortMeasuresByPrecedence(document.measures).map((m) => ({
      ...m,
      responsibleName: nameOf(m.responsibleUserId),
      overdue: isMeasureOverdue(m, now),
    })),
    reports: document.reports.map((r) => ({
      version: r.version,
      createdAt: r.createdAt,
      createdByName: nameOf(r.createdBy),
    })),
    effectCheckReasons: effectCheck,
    history: [...history]
      .sort((a, b) => b.at.localeCompare(a.at))
      .map((h) => ({ at: h.at, userId: h.userId, userName: nameOf(h.userId), change: h.change })),
  };
}

export async function getAssessment(caller: Identity, id: string, now: number): Promise<RiskAssessment> {
  return assessmentView(caller, await requireAssessment(caller.clientId, id), now);
}

/** POST /riskAssessment. */
export async function createRiskAssessment(
  caller: Identity,
  request: CreateRiskAssessmentRequest,
  now: number,
): Promise<RiskAssessment> {
  const id = await createAssessment(caller, request, now);
  return getAssessment(caller, id, now);
}

/** PUT /riskAssessment/{id}. */
export async function updateRiskAssessment(
  caller: Identity,
  id: string,
  request: UpdateRiskAssessmentRequest,
  now: number,
): Promise<RiskAssessment> {
  const record = await changeAssessment(caller, id, now, () => ({
    title: request.title,
    scope: request.scope,
    nextReviewDate: request.nextReviewDate,
    history: `Titel, Geltungsbereich und nächste Überprüfung geändert (nächste Überprüfung: ${
      request.nextReviewDate ? germanDueDate(request.nextReviewDate) : 'keine'
    })`,
  }));
  return assessmentView(caller, record, now);
}

/** DELETE /riskAssessment/{id}: the assessment, its history, its report PDFs and reminders. */
export async function deleteRiskAssessment(caller: Identity, id: string): Promise<void> {
  const record = await requireAssessment(caller.clientId, id);
  const document = documentOf(record);
  if (!(await deleteAssessmentRecords(caller.clientId, id))) throw new NotFound(M.notFound);
  await Promise.all([
    ...document.reports.map((r) => deleteDocument(r.key)),
    ...GDA_STEPS.map((s) => cancelStepReminder(caller.clientId, id, s.number)),
  ]);
}

/** The responsible person must be a member of the caller's client (never of another tenant). */
async function requireMember(clientId: number, userId: string): Promise<void> {
  if (!(await loadMembership(clientId, userId))) throw new RuleViolation(M.responsibleNotMember);
}

/** PUT /riskAssessment/{id}/step/{step}: state (by the step rules), responsible, due date, comment. */
export async function updateStep(
  caller: Identity,
  id: string,
  step: GdaStepNumber,
  request: UpdateRiskStepRequest,
  now: number,
): Promise<RiskAssessment> {
  if (request.responsibleUserId) await requireMember(caller.clientId, request.responsibleUserId);
  const record = await changeAssessment(caller, id, now, (_, document) => {
    const verdict = checkStepChange(document.steps, step, request.state);
    if (!verdict.ok) throw new RuleViolation(verdict.msg);
    return {
      document: {
        ...document,
        steps: document.steps.map((s) => (s.step === step ? { ...s, ...request } : s)),
      },
      history: `Schritt ${step} „${gdaStepName(step)}“: ${request.state}${
        request.dueDate ? `, fällig am ${germanDueDate(request.dueDate)}` : ''
      }${request.comment ? ` – ${request.comment}` : ''}`,
    };
  });
  if (request.dueDate && request.state !== 'abgeschlossen')
    await scheduleStepReminder(caller.clientId, id, step, new Date(overdueAt(request.dueDate)));
  else await cancelStepReminder(caller.clientId, id, step);
  return assessmentView(caller, record, now);
}

/**
 * PUT /riskAssessment/{id}/elements (step 1): activities and roles of the RELEASED version of one
 * model; the assessment keeps that version. Judgements and measures of elements no longer picked
 * are dropped (a measure keeps the elements still picked).
 */
export async function pickElements(
  caller: Identity,
  id: string,
  request: PickRiskElementsRequest,
  now: number,
): Promise<RiskAssessment> {
  const { ref, elements: pickable } = await pickableElements(caller, request.modelUuid);
  const available = new Map(pickable.map((e) => [e.elementId, e]));
  const elements = request.elementIds.map((elementId) => {
    const found = available.get(elementId);
    if (!found) throw new RuleViolation(M.elementNotInModel);
    return found;
  });
  const picked = new Set(request.elementIds);
  const record = await changeAssessment(caller, id, now, (_, document) => ({
    document: {
      ...document,
      model: ref,
      elements,
      judgements: document.judgements.filter((j) => picked.has(j.elementId)),
      measures: document.measures
        .map((m) => ({ ...m, elementIds: m.elementIds.filter((e) => picked.has(e)) }))
        .filter((m) => m.elementIds.length > 0),
    },
    history: `Tätigkeiten und Rollen aus „${ref.name}“ (freigegebene Version ${ref.releaseVersion}) gewählt: ${elements
      .map((e) => e.name)
      .join(', ')}`,
  }));
  return assessmentView(caller, record, now);
}

/** PUT /riskAssessment/{id}/surveys (steps 2 and 6): surveys of the caller's client only. */
export async function linkSurveys(
  caller: Identity,
  id: string,
  request: LinkRiskSurveysRequest,
  now: number,
): Promise<RiskAssessment> {
  if (request.surveys.length > 0) {
    const found = await loadSurveys(
      caller.clientId,
      request.surveys.map((s) => s.surveyId),
    );
    if (found.length !== request.surveys.length) throw new NotFound(M.surveyNotFound);
  }
  const record = await changeAssessment(caller, id, now, (_, document) => ({
    document: { ...document, surveys: request.surveys },
    history: `Verknüpfte Umfragen: ${
      request.surveys.map((s) => `${s.surveyId} (${s.phase})`).join(', ') || 'keine'
    }`,
  }));
  return assessmentView(caller, record, now);
}

/** PUT /riskAssessment/{id}/judgement (step 3): one activity × one criteria area, replaced. */
export async function judge(
  caller: Identity,
  id: string,
  request: JudgeRiskRequest,
  now: number,
): Promise<RiskAssessment> {
  const record = await changeAssessment(caller, id, now, (_, document) => {
    const element = document.elements.find((e) => e.elementId === request.elementId);
    if (!element) throw new RuleViolation(M.elementNotPicked);
    const judgement = { ...request, judgedBy: caller.userId, judgedAt: new Date(now).toISOString() };
    return {
      document: {
        ...document,
        judgements: [
          ...document.judgements.filter(
            (j) => !(j.elementId === request.elementId && j.area === request.area),
          ),
          judgement,
        ],
      },
      history: `Beurteilung „${element.name}“ / ${request.area}: ${request.level} – ${request.reason}`,
    };
  });
  return assessmentView(caller, record, now);
}

function requirePickedElements(picked: readonly { elementId: string }[], elementIds: readonly string[]) {
  const ids = new Set(picked.map((e) => e.elementId));
  if (elementIds.some((e) => !ids.has(e))) throw new RuleViolation(M.elementNotPicked);
}

/** POST /riskAssessment/{id}/measure (step 4): a measure on picked activities. */
export async function addMeasure(
  caller: Identity,
  id: string,
  request: RiskMeasureRequest,
  now: number,
): Promise<RiskAssessment> {
  await requireMember(caller.clientId, request.responsibleUserId);
  const measureId = randomUUID();
  const record = await changeAssessment(caller, id, now, (_, document) => {
    requirePickedElements(document.elements, request.elementIds);
    if (document.measures.length >= RISK_ASSESSMENT_MEASURES_MAX) throw new RuleViolation(M.tooManyMeasures);
    return {
      document: { ...document, measures: [...document.measures, { ...request, measureId }] },
      history: `Maßnahme „${request.title}“ (${request.type}) angelegt, fällig am ${germanDueDate(request.dueDate)}`,
    };
  });
  return assessmentView(caller, record, now);
}

/** PUT /riskAssessment/{id}/measure/{measureId} (steps 4 and 5). */
export async function updateMeasure(
  caller: Identity,
  id: string,
  measureId: string,
  request: RiskMeasureRequest,
  now: number,
): Promise<RiskAssessment> {
  await requireMember(caller.clientId, request.responsibleUserId);
  const record = await changeAssessment(caller, id, now, (_, document) => {
    if (!document.measures.some((m) => m.measureId === measureId)) throw new NotFound(M.measureNotFound);
    requirePickedElements(document.elements, request.elementIds);
    return {
      document: {
        ...document,
        measures: document.measures.map((m) => (m.measureId === measureId ? { ...request, measureId } : m)),
      },
      history: `Maßnahme „${request.title}“ geändert: ${request.status}, fällig am ${germanDueDate(request.dueDate)}`,
    };
  });
  return assessmentView(caller, record, now);
}

/** DELETE /riskAssessment/{id}/measure/{measureId}. */
export async function removeMeasure(
  caller: Identity,
  id: string,
  measureId: string,
  now: number,
): Promise<RiskAssessment> {
  const record = await changeAssessment(caller, id, now, (_, document) => {
    const measure = document.measures.find((m) => m.measureId === measureId);
    if (!measure) throw new NotFound(M.measureNotFound);
    return {
      document: { ...document, measures: document.measures.filter((m) => m.measureId !== measureId) },
      history: `Maßnahme „${measure.title}“ gelöscht`,
    };
  });
  return assessmentView(caller, record, now);
}
