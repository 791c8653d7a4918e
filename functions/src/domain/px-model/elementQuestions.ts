import type {
  PxElementQuestion,
  PxElementQuestions,
  PxModelQuestions,
  PxQuestion,
} from '@prozesspuls/shared';
import { PX_MODEL_MESSAGES, PX_MODEL_QUESTIONS_MAX, standardQuestionNode } from '@prozesspuls/shared/px';
import { getModelXml, hashOfModelKey } from '../../adapters/modelStorage.js';
import { loadModelItem } from '../../data/repositories/models.js';
import {
  attachElementQuestion,
  detachElementQuestion,
  listElementQuestionAttachments,
  loadElementQuestionAttachment,
  modelQuestionCount,
} from '../../data/repositories/pxElementQuestions.js';
import { Conflict, NotFound, RuleViolation, TemporarilyUnavailable } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { listQuestions, offeredWithVersions, processBased } from '../questions-px/pxQuestions.js';
import { xmlKeyFor } from '../release/releaseState.js';
import { diagramOutline, type OutlinedElement } from './diagramOutline.js';

/** A model's element as the PX routes name it. */
export interface PxTarget {
  readonly uuid: string;
  readonly elementId: string;
}

interface Attachment {
  readonly elementId: string;
  readonly questionId: string;
  readonly attachedAt: number;
}

/** The model (visible to the caller in the caller's client, else 404) and its stored diagram's elements. */
/** The stored diagram's PX elements and the commit hash of that version (a process survey keeps it). */
async function outlinedModel(caller: Identity, uuid: string) {
  const { model, folder } = await visibleModel(caller, uuid);
  // Under release, PX works on the released version for everyone who may not edit the draft.
  const xmlKey = xmlKeyFor(caller, model, folder);
  return {
    outline: diagramOutline(await getModelXml(xmlKey)),
    commitHash: hashOfModelKey(xmlKey),
  };
}

/** The process questions offered for one element kind (own non-deleted and standard ones). */
async function offeredForKind(caller: Identity, element: OutlinedElement | undefined): Promise<PxQuestion[]> {
  const kind = element?.kind;
  if (!kind) return [];
  return listQuestions(caller, (q) => processBased(q) && q.element === kind);
}

/** The element of the stored diagram PX questions go to (400 when missing or of no PX kind). */
function attachableElement(outline: Map<string, OutlinedElement>, elementId: string): OutlinedElement {
  const element = outline.get(elementId);
  if (!element) throw new RuleViolation(PX_MODEL_MESSAGES.unknownElement);
  if (!element.kind) throw new RuleViolation(PX_MODEL_MESSAGES.noKind);
  return element;
}

const toElementQuestion = (question: Pick<PxQuestion, 'id' | 'text'>): PxElementQuestion => {
  const node = standardQuestionNode(question.id);
  return node === undefined
    ? { id: question.id, text: question.text }
    : { id: question.id, text: question.text, node };
};

async function attachmentsOf(caller: Identity, uuid: string, elementId?: string): Promise<Attachment[]> {
  const data = await listElementQuestionAttachments(caller.clientId, uuid, elementId);
  return data.sort((a, b) => a.attachedAt - b.attachedAt || a.questionId.localeCompare(b.questionId));
}

/**
 * The attached questions that are still offered, in attachment order. A custom question deleted
 * from the catalogue afterwards drops out (it cannot go into a new survey); one that
 * was edited into a new version is that version, once even when both are attached.
 */
function resolved(
  attachments: readonly Attachment[],
  offered: ReadonlyMap<string, PxQuestion>,
): PxQuestion[] {
  const seen = new Set<string>();
  return attachments.flatMap((a) => {
    const question = offered.get(a.questionId);
    if (!question || seen.has(question.id)) return [];
    seen.add(question.id);
    return [question];
  });
}

async function offeredById(caller: Identity): Promise<Map<string, PxQuestion>> {
  return offeredWithVersions(caller, processBased);
}

/** GET /px/bpmn/{uuid}/element/{id}: the PX questions attached to one element. */
export async function elementQuestions(caller: Identity, target: PxTarget): Promise<PxElementQuestion[]> {
  await visibleModel(caller, target.uuid);
  const [attachments, offered] = await Promise.all([
    attachmentsOf(caller, target.uuid, target.elementId),
    offeredById(caller),
  ]);
  return resolved(attachments, offered).map(toElementQuestion);
}

/**
 * POST /px/bpmn/{uuid}/element/{id}/question/{qid}. The question must be offered for the kind of
 * the element in the stored diagram. One transaction writes the attachment (only if new), raises
 * the model's count (only below the limit) and checks the model still exists. Attaching a
 * question that is already attached is idempotent: it answers the same list (`created` false).
 */
export async function attachQuestion(
  caller: Identity,
  target: PxTarget & { readonly questionId: string },
  now: number,
): Promise<{ created: boolean; questions: PxElementQuestion[] }> {
  const element = attachableElement((await outlinedModel(caller, target.uuid)).outline, target.elementId);
  const offered = await offeredForKind(caller, element);
  if (!offered.some((q) => q.id === target.questionId)) throw new RuleViolation(PX_MODEL_MESSAGES.notOffered);
  const { clientId } = caller;
  const { uuid, elementId, questionId } = target;
  const written = await attachElementQuestion(
    { clientId, uuid, elementId, questionId, attachedBy: caller.userId, attachedAt: now },
    PX_MODEL_QUESTIONS_MAX,
  );
  let created = true;
  if (!written) {
    const existing = await loadElementQuestionAttachment(clientId, uuid, elementId, questionId);
    if (!existing) {
      const model = await loadModelItem(clientId, uuid);
      if (!model) throw new NotFound();
      if ((await modelQuestionCount(clientId, uuid)) >= PX_MODEL_QUESTIONS_MAX)
        throw new Conflict(PX_MODEL_MESSAGES.tooMany);
      throw new TemporarilyUnavailable();
    }
    created = false;
  }
  return { created, questions: await elementQuestions(caller, target) };
}

/**
 * DELETE /px/bpmn/{uuid}/element/{id}/question/{qid}: removes one attachment and lowers the count
 * in one transaction (404 when it is not attached, e.g. a parallel detach took it first). Works
 * for questions deleted from the catalogue and elements deleted from the diagram alike.
 */
export async function detachQuestion(
  caller: Identity,
  target: PxTarget & { readonly questionId: string },
): Promise<PxElementQuestion[]> {
  await visibleModel(caller, target.uuid);
  const { clientId } = caller;
  const { uuid, elementId } = target;
  // The attachment may carry an earlier version of the question shown (it follows edits).
  const [attached, offered] = await Promise.all([
    attachmentsOf(caller, uuid, elementId),
    offeredById(caller),
  ]);
  const questionId =
    attached.find((a) => a.questionId === target.questionId)?.questionId ??
    attached.find((a) => offered.get(a.questionId)?.id === target.questionId)?.questionId ??
    target.questionId;
  if (!(await detachElementQuestion(clientId, uuid, elementId, questionId)))
    throw new NotFound(PX_MODEL_MESSAGES.notAttached);
  return elementQuestions(caller, target);
}

/** The attached questions of a model grouped by element in diagram order, with the full questions. */
export async function modelQuestionGroups(caller: Identity, uuid: string) {
  const { outline, commitHash } = await outlinedModel(caller, uuid);
  const [attachments, offered, count] = await Promise.all([
    attachmentsOf(caller, uuid),
    offeredById(caller),
    modelQuestionCount(caller.clientId, uuid),
  ]);
  const byElement = new Map<string, Attachment[]>();
  for (const attachment of attachments) {
    byElement.set(attachment.elementId, [...(byElement.get(attachment.elementId) ?? []), attachment]);
  }
  // Diagram order; elements no longer in the stored diagram are left out.
  const groups = [...outline.entries()].flatMap(([elementId, element]) => {
    const questions = resolved(byElement.get(elementId) ?? [], offered);
    return questions.length > 0
      ? [{ elementId, elementName: element.name, kind: element.kind, questions }]
      : [];
  });
  return { count, groups, commitHash };
}

/** GET /px/bpmn/{uuid}: every element with attached PX questions (overview dialog, badges). */
export async function modelQuestions(caller: Identity, uuid: string): Promise<PxModelQuestions> {
  const { count, groups } = await modelQuestionGroups(caller, uuid);
  const elements: PxElementQuestions[] = groups.map((group) => ({
    ...group,
    questions: group.questions.map(toElementQuestion),
  }));
  return { count, elements };
}

/** GET /question/element/{id}/uuid/{uuid}: the process questions offered for that element's kind. */
export async function offeredForElement(caller: Identity, target: PxTarget): Promise<PxQuestion[]> {
  const { outline } = await outlinedModel(caller, target.uuid);
  const element = outline.get(target.elementId);
  if (!element) throw new NotFound(PX_MODEL_MESSAGES.unknownElement);
  return offeredForKind(caller, element);
}
