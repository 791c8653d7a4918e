import { randomUUID } from 'node:crypto';
import {
  ANSWER_TYPES,
  type AnswerOption,
  answerTypeNeedsOptions,
  type CatalogueItem,
  type CreatePxQuestionRequest,
  ELEMENT_KIND_LABELS,
  ELEMENT_KINDS,
  type ElementKind,
  elementKindsInBpmn,
  isProcessBased,
  PROCESS_PERSPECTIVE_TYPES,
  PX_MODULE_NUMBERS,
  PX_MODULES,
  PX_QUESTION_TEXTS,
  type PxElementType,
  type PxModule,
  type PxQuestion,
  QUESTION_TYPES,
  type QuestionType,
  STANDARD_CATALOGUE,
} from '@prozesspuls/shared';
import {
  currentVersionId,
  SURVEY_STATES,
  type SurveySchema,
  surveyAsksQuestion,
  surveyWasSent,
} from '@prozesspuls/shared/px';
import { getModelXml } from '../../adapters/modelStorage.js';
import { getSurveySchemaJson } from '../../adapters/surveyStorage.js';
import { loadModelItem } from '../../data/repositories/models.js';
import {
  createPxQuestion,
  editPxQuestionIfUnchanged,
  loadPxQuestion,
  pxQuestionsOfClient,
  readPxQuestions,
  replacePxQuestionIfUnchanged,
  retirePxQuestion,
} from '../../data/repositories/pxQuestions.js';
import { loadClientSurveys } from '../../data/repositories/surveyRecords.js';
import { loadUsers } from '../../data/repositories/userAccounts.js';
import { Conflict, NotFound, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';

/** A stored custom question as ElectroDB reads it. */
interface StoredQuestion {
  readonly id: string;
  readonly text: string;
  readonly textEn?: string | undefined;
  readonly createdAt: number;
  readonly createdBy: string;
  readonly answerType: string;
  readonly module: string;
  readonly type: string;
  readonly element?: string | undefined;
  readonly answerOptions?: readonly AnswerOption[] | undefined;
  readonly answerRatingInverted?: boolean | undefined;
  readonly revision?: number | undefined;
  readonly replacedBy?: string | undefined;
  readonly deletedAt?: number | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

function fromCatalogue(item: CatalogueItem): PxQuestion {
  return {
    id: item.id,
    text: item.text,
    textEn: item.textEn ?? null,
    createdDate: null,
    createdBy: '',
    userId: '',
    answerType: item.answerType,
    module: item.module,
    moduleNumber: PX_MODULE_NUMBERS[item.module],
    personal: item.personal,
    element: item.element,
    answerOptions: item.answerOptions,
    answerRatingInverted: item.inverted,
    position: item.position,
    page: item.page,
    type: item.type,
    isStandard: true,
  };
}

function fromStored(stored: StoredQuestion): PxQuestion {
  const module = oneOf(PX_MODULES, stored.module, 'NONE');
  const type = oneOf(QUESTION_TYPES, stored.type, 'NONE');
  const element = stored.element
    ? oneOf<ElementKind | 'none'>(ELEMENT_KINDS, stored.element, 'none')
    : 'none';
  return {
    id: stored.id,
    text: stored.text,
    textEn: stored.textEn ?? null,
    createdDate: stored.createdAt,
    createdBy: stored.createdBy,
    userId: stored.createdBy,
    answerType: oneOf(ANSWER_TYPES, stored.answerType, 'TEXT'),
    module,
    moduleNumber: PX_MODULE_NUMBERS[module],
    personal: false,
    element: element === 'none' ? null : element,
    answerOptions: stored.answerOptions ?? [],
    // Stored with the question; older items without it score level n as n.
    answerRatingInverted: stored.answerRatingInverted ?? false,
    // Own questions follow the catalogue, in creation order.
    position: stored.createdAt,
    page: type === 'NONE' ? 'NONE' : type,
    type,
    isStandard: false,
  };
}

const STANDARD_QUESTIONS: readonly PxQuestion[] = STANDARD_CATALOGUE.map(fromCatalogue);

/** Newest first by creation date; standard questions (no date) after, in catalogue order. */
function newestFirst(a: PxQuestion, b: PxQuestion): number {
  return (b.createdDate ?? -1) - (a.createdDate ?? -1);
}

async function storedQuestions(clientId: number): Promise<StoredQuestion[]> {
  return pxQuestionsOfClient(clientId);
}

/**
 * Every question the client may choose for a new survey: the standard catalogue and the client's
 * own questions that are not deleted, newest first.
 */
export async function offeredQuestions(caller: Identity): Promise<PxQuestion[]> {
  const own = (await storedQuestions(caller.clientId))
    .filter((q) => q.deletedAt === undefined)
    .map(fromStored);
  return [...own, ...STANDARD_QUESTIONS].sort(newestFirst);
}

export type QuestionFilter = (question: PxQuestion) => boolean;

/** First and last name of each creator, read once per creator (one batch get). */
async function creatorNames(userIds: readonly string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(userIds.filter(Boolean))];
  if (distinct.length === 0) return new Map();
  const users = await loadUsers(distinct);
  return new Map(users.map((user) => [user.userId, `${user.firstName} ${user.lastName}`.trim()]));
}

/** One own question as every call answers it: with its creator's name, like the lists. */
async function withCreatorName(question: PxQuestion): Promise<PxQuestion> {
  const names = await creatorNames([question.createdBy]);
  return { ...question, createdByName: names.get(question.createdBy) ?? null };
}

/** The listed questions carry their creator's name, so the table shows the one rule's initials. */
export async function listQuestions(
  caller: Identity,
  filter: QuestionFilter = () => true,
): Promise<PxQuestion[]> {
  const listed = (await offeredQuestions(caller)).filter(filter);
  const names = await creatorNames(listed.map((question) => question.createdBy));
  return listed.map((question) =>
    question.isStandard ? question : { ...question, createdByName: names.get(question.createdBy) ?? null },
  );
}

export const notProcessBased: QuestionFilter = (q) => !isProcessBased(q.module);
export const processBased: QuestionFilter = (q) => isProcessBased(q.module);
export const ofModule =
  (module: PxModule): QuestionFilter =>
  (q) =>
    q.module === module;
export const ofType =
  (type: QuestionType): QuestionFilter =>
  (q) =>
    q.type === type;
export const ofElement =
  (element: ElementKind): QuestionFilter =>
  (q) =>
    q.element === element;

/** GET /px/question/types: the element kinds of the process perspective, with their German names. */
export function elementTypes(): PxElementType[] {
  return ELEMENT_KINDS.map((element) => ({ element, label: ELEMENT_KIND_LABELS[element] }));
}

/**
 * Questions by id for building or showing a survey, deleted ones included (a deleted question
 * stays in existing surveys). Unknown ids are left out; ids of other clients are
 * unknown here, since only the caller's partition is read.
 */
export async function questionsByIds(caller: Identity, ids: readonly string[]): Promise<PxQuestion[]> {
  const wanted = new Set(ids);
  const standard = STANDARD_QUESTIONS.filter((q) => wanted.has(q.id));
  const customIds = [...wanted].filter((id) => !standard.some((q) => q.id === id));
  if (customIds.length === 0) return standard;
  const { questions } = await readPxQuestions(caller.clientId, customIds);
  return [...standard, ...questions.map(fromStored)];
}

/** The standard questions among `ids`, and the other (distinct) ids, which may be the client's own. */
function byOrigin(ids: readonly string[]) {
  const wanted = new Set(ids);
  const standard = STANDARD_QUESTIONS.filter((q) => wanted.has(q.id));
  const customIds = [...wanted].filter((id) => !standard.some((q) => q.id === id));
  return { standard, customIds };
}

/** The client's stored questions among `ids` (one batch read of its own partition only). */
async function storedByIds(clientId: number, ids: readonly string[]): Promise<StoredQuestion[]> {
  if (ids.length === 0) return [];
  const { questions, unread } = await readPxQuestions(clientId, ids);
  // An id left unread must not count as unknown: the caller would refuse a valid survey.
  if (unread > 0) throw new Error('px questions not read completely');
  return questions;
}

/**
 * May every id go into a survey the client builds by hand (module NONE)? Offered
 * are the standard questions and the client's own questions that are not deleted, both only
 * outside the process perspective. Another client's question is not in the caller's partition,
 * so it counts as unknown.
 */
export async function offeredForManualSurvey(caller: Identity, ids: readonly string[]): Promise<boolean> {
  const { standard, customIds } = byOrigin(ids);
  if (standard.some(processBased)) return false;
  const stored = await storedByIds(caller.clientId, customIds);
  const offered = stored
    .filter((q) => q.deletedAt === undefined)
    .map(fromStored)
    .filter(notProcessBased);
  return offered.length === customIds.length;
}

/** Checks what the schema cannot: options of radio groups, element and perspective of process questions. */
function checkedQuestion(request: CreatePxQuestionRequest) {
  const processQuestion = isProcessBased(request.module);
  if (processQuestion && !request.element) throw new RuleViolation(PX_QUESTION_TEXTS.elementRequired);
  if (!processQuestion && request.element)
    throw new RuleViolation(PX_QUESTION_TEXTS.elementOnlyWithProcessPerspective);
  const type: QuestionType = processQuestion
    ? (PROCESS_PERSPECTIVE_TYPES.find((t) => t === request.type) ?? 'NONE')
    : 'NONE';
  const needsOptions = answerTypeNeedsOptions(request.answerType);
  if (needsOptions && request.answerOptions.length === 0)
    throw new RuleViolation(PX_QUESTION_TEXTS.optionRequired);
  return {
    type,
    element: processQuestion ? request.element : undefined,
    answerOptions: needsOptions ? request.answerOptions : [],
    // Only matrix questions are scored, so only they carry a direction.
    answerRatingInverted: request.answerType === 'MATRIX' && request.answerRatingInverted,
  };
}

/** The stored fields of a checked request (create, edit in place and new version alike). */
function questionFields(request: CreatePxQuestionRequest) {
  const { type, element, answerOptions, answerRatingInverted } = checkedQuestion(request);
  return {
    text: request.text,
    ...(request.textEn ? { textEn: request.textEn } : {}),
    answerType: request.answerType,
    module: request.module,
    type,
    ...(element ? { element } : {}),
    answerOptions: answerOptions.map(({ value, inverted }) => ({ value, inverted })),
    answerRatingInverted,
  };
}

export async function createQuestion(
  caller: Identity,
  request: CreatePxQuestionRequest,
  now: number,
): Promise<PxQuestion> {
  const stored = {
    clientId: caller.clientId,
    id: randomUUID(),
    ...questionFields(request),
    createdAt: now,
    createdBy: caller.userId,
  };
  await createPxQuestion(stored);
  return withCreatorName(fromStored(stored));
}

/**
 * The client's surveys that ask the question, split into sent ones and those still CREATED (one
 * query of the client's surveys, then the schemas from S3, only of surveys of the question's kind:
 * process questions are asked by process surveys, the others by manual ones).
 */
async function surveysAsking(clientId: number, questionId: string, module: PxModule) {
  const surveys = await loadClientSurveys(clientId);
  const candidates = surveys.filter((survey) =>
    isProcessBased(module) ? survey.module === 'Module_Four' : survey.module === 'NONE',
  );
  const asking = (
    await Promise.all(
      candidates.map(async (survey) => {
        const schema = JSON.parse(await getSurveySchemaJson(survey.schemaKey)) as SurveySchema;
        return surveyAsksQuestion(schema, questionId) ? [survey] : [];
      }),
    )
  ).flat();
  const sent = asking.filter((survey) => surveyWasSent(oneOf(SURVEY_STATES, survey.state, 'SEND')));
  const drafts = asking.filter((survey) => !sent.includes(survey));
  return { sent, drafts };
}

/** One DynamoDB transaction holds at most 100 items: the question plus the drafts it checks. */
const MAX_CHECKED_DRAFTS = 98;

/**
 * PUT /px/question/{id}: edits an own question. Standard questions cannot be edited;
 * module and element kind stay. A question that a sent survey asks is not changed: the edit makes
 * a new version (new id) and retires the old one (`deletedAt`, `replacedBy`), which those surveys
 * and their evaluations still resolve, so their wording and scores stay as they were. Any other
 * question is edited in place. Both are one conditional transaction on the revision read here:
 * of two racing edits one wins and the other gets 409, and an in-place edit also fails (409) when
 * a survey that asks the question is sent meanwhile (its drafts are checked to be still CREATED).
 */
export async function updateQuestion(
  caller: Identity,
  id: string,
  request: CreatePxQuestionRequest,
  now: number,
): Promise<PxQuestion> {
  if (STANDARD_QUESTIONS.some((q) => q.id === id))
    throw new RuleViolation(PX_QUESTION_TEXTS.standardNotEditable);
  const { clientId } = caller;
  const stored = await loadPxQuestion(clientId, id);
  if (!stored || stored.deletedAt !== undefined) throw new NotFound();
  const fields = questionFields(request);
  if (fields.module !== stored.module || (fields.element ?? '') !== (stored.element ?? ''))
    throw new RuleViolation(PX_QUESTION_TEXTS.moduleNotChangeable);
  const revision = stored.revision ?? 0;
  const { sent, drafts } = await surveysAsking(clientId, id, oneOf(PX_MODULES, stored.module, 'NONE'));

  if (sent.length === 0 && drafts.length <= MAX_CHECKED_DRAFTS) {
    const draftIds = drafts.map((survey) => survey.surveyId);
    if (!(await editPxQuestionIfUnchanged(clientId, id, fields, revision, draftIds)))
      throw new Conflict(PX_QUESTION_TEXTS.changedMeanwhile);
    return withCreatorName(fromStored({ ...stored, textEn: undefined, ...fields, revision: revision + 1 }));
  }

  const next = {
    clientId,
    id: randomUUID(),
    ...fields,
    createdAt: now,
    createdBy: caller.userId,
    previousId: id,
  };
  if (!(await replacePxQuestionIfUnchanged({ clientId, id, revision, at: now }, next)))
    throw new Conflict(PX_QUESTION_TEXTS.changedMeanwhile);
  return withCreatorName(fromStored(next));
}

/**
 * The client's offered questions by id, plus every retired version that was replaced, under the
 * id of its current version (`replacedBy` followed to the end, when that one is still offered).
 * Model attachments keep the id they were made with, so this lets them follow an edit.
 */
export async function offeredWithVersions(
  caller: Identity,
  filter: QuestionFilter = () => true,
): Promise<Map<string, PxQuestion>> {
  const stored = await storedQuestions(caller.clientId);
  const offered = new Map(
    [...stored.filter((q) => q.deletedAt === undefined).map(fromStored), ...STANDARD_QUESTIONS]
      .filter(filter)
      .map((q) => [q.id, q]),
  );
  const replacedBy = new Map(
    stored.flatMap((q) => (q.replacedBy === undefined ? [] : [[q.id, q.replacedBy] as const])),
  );
  for (const oldId of replacedBy.keys()) {
    const current = offered.get(currentVersionId(oldId, replacedBy));
    if (current) offered.set(oldId, current);
  }
  return offered;
}

/**
 * The ids among `ids` of the client's own questions that are inverted, retired versions included
 * (a survey keeps asking the version it was sent with). One batch read of the caller's partition.
 */
export async function invertedOwnQuestionIds(clientId: number, ids: readonly string[]): Promise<Set<string>> {
  const { customIds } = byOrigin(ids);
  const stored = await storedByIds(clientId, customIds);
  return new Set(stored.filter((q) => q.answerRatingInverted === true).map((q) => q.id));
}

/**
 * Soft delete: the question stays in existing surveys but is no longer offered.
 * Standard questions cannot be deleted. `processBased` is the '/PB' call, which deletes only
 * process-based questions; the plain call only the others. One conditional write: of two parallel
 * deletes one succeeds, the other finds the question gone (404).
 */
export async function deleteQuestion(caller: Identity, id: string, processBasedCall: boolean, now: number) {
  if (STANDARD_QUESTIONS.some((q) => q.id === id))
    throw new RuleViolation(PX_QUESTION_TEXTS.standardNotDeletable);
  const stored = await loadPxQuestion(caller.clientId, id);
  if (!stored || stored.deletedAt !== undefined) throw new NotFound();
  const storedIsProcessBased = isProcessBased(oneOf(PX_MODULES, stored.module, 'NONE'));
  if (storedIsProcessBased !== processBasedCall)
    throw new RuleViolation(
      processBasedCall ? PX_QUESTION_TEXTS.notProcessBased : PX_QUESTION_TEXTS.processBasedUsePb,
    );
  if (!(await retirePxQuestion(caller.clientId, id, now))) throw new NotFound();
}

/**
 * GET /px/question/process/{uuid}: the process questions that fit the model, i.e. those about an
 * element kind that occurs in it. Another client's model is unknown (404).
 */
export async function processQuestionsOfModel(caller: Identity, uuid: string): Promise<PxQuestion[]> {
  const model = await loadModelItem(caller.clientId, uuid);
  if (!model) throw new NotFound();
  const kinds = elementKindsInBpmn(await getModelXml(model.xmlKey));
  return listQuestions(caller, (q) => processBased(q) && q.element !== null && kinds.has(q.element));
}
