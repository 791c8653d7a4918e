import { getDb } from '../db.js';
import { allOf, oneOf } from './reads.js';
import { committed } from './transactions.js';

/** One PX question attached to one element of a model. */
export interface ElementQuestionAttachment {
  readonly clientId: number;
  readonly uuid: string;
  readonly elementId: string;
  readonly questionId: string;
  readonly attachedBy: string;
  readonly attachedAt: number;
}

/** The questions attached to a model's elements, or to one element of it (one query of the model's records). */
export async function listElementQuestionAttachments(clientId: number, uuid: string, elementId?: string) {
  return allOf(
    getDb().entities.pxElementQuestion.query.byModel(
      elementId === undefined ? { clientId, uuid } : { clientId, uuid, elementId },
    ),
  );
}

/** One attachment of a question to an element, or undefined. */
export async function loadElementQuestionAttachment(
  clientId: number,
  uuid: string,
  elementId: string,
  questionId: string,
) {
  return oneOf(getDb().entities.pxElementQuestion.get({ clientId, uuid, elementId, questionId }));
}

/** How many questions are attached to the model's elements (its counter; 0 when it has none). */
export async function modelQuestionCount(clientId: number, uuid: string): Promise<number> {
  const { data } = await getDb().entities.pxModelQuestionCount.get({ clientId, uuid }).go();
  return data?.count ?? 0;
}

/**
 * One transaction: the model still exists, the attachment is new, and the model's count rises by
 * one while it is below `max`. False when any of them failed (nothing is written then).
 */
export function attachElementQuestion(attachment: ElementQuestionAttachment, max: number): Promise<boolean> {
  const { clientId, uuid } = attachment;
  return committed((entities) => [
    entities.model
      .check({ clientId, uuid })
      .where((a, op) => op.exists(a.uuid))
      .commit(),
    entities.pxElementQuestion.create(attachment).commit(),
    entities.pxModelQuestionCount
      .update({ clientId, uuid })
      .add({ count: 1 })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, max)}`)
      .commit(),
  ]);
}

/**
 * One transaction: the attachment goes (it must exist) and the model's count falls by one (never
 * below zero). False when it was not attached (nothing is written then).
 */
export function detachElementQuestion(
  clientId: number,
  uuid: string,
  elementId: string,
  questionId: string,
): Promise<boolean> {
  return committed((entities) => [
    entities.pxElementQuestion.remove({ clientId, uuid, elementId, questionId }).commit(),
    entities.pxModelQuestionCount
      .update({ clientId, uuid })
      .add({ count: -1 })
      .where((a, op) => op.gte(a.count, 1))
      .commit(),
  ]);
}
