import { randomUUID } from 'node:crypto';
import type {
  Checklist,
  ChecklistSummary,
  CreateChecklistRequest,
  CreatedChecklist,
  SaveChecklistRequest,
} from '@prozesspuls/shared';
import {
  CHECKLIST_MESSAGES,
  CHECKLIST_TEMPLATE_STEPS,
  type ChecklistStep,
  type ChecklistSurveyModule,
  checklistProgress,
} from '@prozesspuls/shared/checklists';
import { pxModuleFromNumber } from '@prozesspuls/shared/px';
import {
  createChecklistRecord,
  deleteChecklistIfExists,
  listChecklistSummaries,
  listChecklistSurveyLinks,
  loadChecklist,
  patchChecklistIfVersion,
  type SurveyLinkAttribute,
} from '../../data/repositories/checklists.js';
import { loadSurvey } from '../../data/repositories/surveyRecords.js';
import { loadUser } from '../../data/repositories/userAccounts.js';
import { Conflict, found, NotFound, orThrow, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { type ChecklistRecord, listText, storedSteps, toChecklist, toSummary } from './checklistRecords.js';

/**
 * Checklists of the innovation processes. The tenant is the
 * caller's; progress (currentStep, currentStepState) is always derived here from the answers and
 * the connected module-1 survey, never taken from the request.
 */

async function creatorName(userId: string): Promise<string> {
  const data = await loadUser(userId);
  return data ? `${data.firstName} ${data.lastName}`.trim() || userId : userId;
}

/** A survey of the caller's client of the given checklist module (1 or 2); else 404 / 400. */
async function requireModuleSurvey(clientId: number, surveyId: string, module: ChecklistSurveyModule) {
  const data = await loadSurvey(clientId, surveyId);
  if (!data) throw new NotFound(CHECKLIST_MESSAGES.surveyNotFound);
  if (data.module !== pxModuleFromNumber(module))
    throw new RuleViolation(CHECKLIST_MESSAGES.surveyWrongModule);
  return data;
}

async function requireChecklist(clientId: number, checklistId: string): Promise<ChecklistRecord> {
  return found(await loadChecklist(clientId, checklistId), CHECKLIST_MESSAGES.notFound);
}

const progressOf = (steps: readonly ChecklistStep[], mod1SurveyId: string | undefined, skipStep4: boolean) =>
  checklistProgress(steps, { mod1Connected: mod1SurveyId !== undefined, skipStep4 });

/** GET /checklist: the client's checklists, newest first (one partition query, lists left out). */
export async function listChecklists(caller: Identity): Promise<ChecklistSummary[]> {
  const data = await listChecklistSummaries(caller.clientId);
  return data.map(toSummary).sort((a, b) => b.createdDate.localeCompare(a.createdDate));
}

/** POST /checklist: a new checklist of the caller (the creator is never taken from the body). */
export async function createChecklist(
  caller: Identity,
  request: CreateChecklistRequest,
  now: number,
): Promise<CreatedChecklist> {
  const mod1SurveyId = request.mod1surveyId ?? undefined;
  if (mod1SurveyId) await requireModuleSurvey(caller.clientId, mod1SurveyId, 1);
  const steps = request.listSchema ?? [...CHECKLIST_TEMPLATE_STEPS];
  const progress = progressOf(steps, mod1SurveyId, false);
  const checklistId = randomUUID();
  const at = new Date(now).toISOString();
  await createChecklistRecord({
    clientId: caller.clientId,
    checklistId,
    name: request.name,
    description: request.description,
    creator: caller.userId,
    creatorName: await creatorName(caller.userId),
    createdDate: at,
    updatedAt: at,
    currentStep: progress.currentStep,
    currentStepState: progress.currentStepState,
    ...(mod1SurveyId ? { mod1SurveyId } : {}),
    skipStep4: false,
    listSchema: listText(steps),
    version: 1,
  });
  return { id: checklistId };
}

/** GET /checklist/{id}. */
export async function getChecklist(caller: Identity, checklistId: string): Promise<Checklist> {
  return toChecklist(await requireChecklist(caller.clientId, checklistId));
}

/**
 * One write of a loaded checklist, conditional on the version it was loaded with: of two saves
 * of the same version one wins and the other is refused with 409 (never silently overwritten).
 */
async function writeIfUnchanged(
  existing: ChecklistRecord,
  changes: Partial<Omit<ChecklistRecord, 'clientId' | 'checklistId' | 'createdDate' | 'version'>>,
  now: number,
  unlink: readonly SurveyLinkAttribute[] = [],
): Promise<ChecklistRecord> {
  const merged: ChecklistRecord = { ...existing, ...changes };
  for (const attribute of unlink) delete merged[attribute];
  const progress = progressOf(storedSteps(merged), merged.mod1SurveyId, merged.skipStep4);
  const saved = await patchChecklistIfVersion(
    { clientId: existing.clientId, checklistId: existing.checklistId },
    existing.version,
    {
      ...changes,
      currentStep: progress.currentStep,
      currentStepState: progress.currentStepState,
      updatedAt: new Date(now).toISOString(),
      version: existing.version + 1,
    },
    unlink,
  );
  return orThrow(saved, () => new Conflict(CHECKLIST_MESSAGES.stale));
}

/** POST /checklist/{id}: answers, name, description and the sub-group choice of a loaded version. */
export async function saveChecklist(
  caller: Identity,
  checklistId: string,
  request: SaveChecklistRequest,
  now: number,
): Promise<Checklist> {
  const existing = await requireChecklist(caller.clientId, checklistId);
  if (existing.version !== request.version) throw new Conflict(CHECKLIST_MESSAGES.stale);
  const saved = await writeIfUnchanged(
    existing,
    {
      listSchema: listText(request.listSchema),
      ...(request.name === undefined ? {} : { name: request.name }),
      ...(request.description === undefined ? {} : { description: request.description }),
      ...(request.skipStep4 === undefined ? {} : { skipStep4: request.skipStep4 }),
    },
    now,
  );
  return toChecklist(saved);
}

/** DELETE /checklist/{id}: only an existing checklist of the client (a second delete answers 404). */
export async function deleteChecklist(caller: Identity, checklistId: string): Promise<void> {
  const deleted = await deleteChecklistIfExists(caller.clientId, checklistId);
  if (!deleted) throw new NotFound(CHECKLIST_MESSAGES.notFound);
}

/**
 * POST /checklist/survey/module/{moduleId}/{checklistId}: links a survey of module 1 or 2 of the
 * caller's client, only while that module has none. Connecting module 1 may
 * complete step 1, so progress is derived again.
 */
export async function connectSurvey(
  caller: Identity,
  module: ChecklistSurveyModule,
  checklistId: string,
  surveyId: string,
  now: number,
): Promise<Checklist> {
  const existing = await requireChecklist(caller.clientId, checklistId);
  await requireModuleSurvey(caller.clientId, surveyId, module);
  const connected = module === 1 ? existing.mod1SurveyId : existing.mod2SurveyId;
  if (connected !== undefined) throw new Conflict(CHECKLIST_MESSAGES.alreadyConnected);
  const change = module === 1 ? { mod1SurveyId: surveyId } : { mod2SurveyId: surveyId };
  return toChecklist(await writeIfUnchanged(existing, change, now));
}

/**
 * A deleted survey leaves the checklists it was linked to (a SURVEY_DEPENDENTS remover; idempotent):
 * the module can be connected again, and without its module-1 survey step 1 is open again. One
 * query of the client's checklists (only their survey links are read), then each linked checklist is
 * written under its version; a concurrent save makes it read and try again.
 */
export async function unlinkDeletedSurvey(survey: { clientId: number; surveyId: string }): Promise<void> {
  const data = await listChecklistSurveyLinks(survey.clientId);
  const linked = data.filter((c) => c.mod1SurveyId === survey.surveyId || c.mod2SurveyId === survey.surveyId);
  await Promise.all(linked.map((c) => unlinkOne(survey.clientId, c.checklistId, survey.surveyId)));
}

async function unlinkOne(
  clientId: number,
  checklistId: string,
  surveyId: string,
  attempts = 5,
): Promise<void> {
  const existing = await loadChecklist(clientId, checklistId);
  if (!existing) return;
  const unlink = (['mod1SurveyId', 'mod2SurveyId'] as const).filter((a) => existing[a] === surveyId);
  if (unlink.length === 0) return;
  try {
    await writeIfUnchanged(existing, {}, Date.now(), unlink);
  } catch (error) {
    if (attempts > 1 && error instanceof Conflict)
      return unlinkOne(clientId, checklistId, surveyId, attempts - 1);
    throw error;
  }
}
