import { writtenIfConditionHolds } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { allOf } from './reads.js';
import { committed, type TransactionEntities, type TransactionParts } from './transactions.js';

/** The kinds of side-panel content counted per element. */
export type AttachmentKind = 'comments' | 'documents' | 'descriptions' | 'questions';

export interface ElementRef {
  readonly clientId: number;
  readonly uuid: string;
  readonly elementId: string;
}

export type AttachmentCounts = Readonly<Record<AttachmentKind, number>>;

/**
 * The transaction part that adds `delta` to one kind of content of one element (creating the
 * counter item on first use). A decrement is conditioned on the counter being large enough, so a
 * transaction that would drive it below zero is canceled instead of writing a wrong count.
 *
 *   getDb().transaction.write((entities) => [
 *     entities.comment.create(...).commit(),
 *     adjustElementAttachments(entities, { clientId, uuid, elementId }, 'comments', 1),
 *   ]).go();
 */
export function adjustElementAttachments(
  entities: Pick<TransactionEntities, 'elementAttachments'>,
  element: ElementRef,
  kind: AttachmentKind,
  delta: number,
) {
  const update = entities.elementAttachments.update(element).add({ [kind]: delta });
  if (delta >= 0) return update.commit();
  return update.where((attribute, op) => op.gte(attribute[kind], -delta)).commit();
}

/**
 * Deletes one piece of an element's content (the parts `deleteParts` commits, each conditioned on
 * the record still existing) and lowers its counter, in one transaction. Answers false when the
 * transaction was canceled: a parallel delete took the record first.
 */
export async function deleteCountedContent(
  element: ElementRef,
  kind: AttachmentKind,
  deleteParts: (entities: TransactionEntities) => TransactionParts,
): Promise<boolean> {
  return committed((entities) => [
    ...deleteParts(entities),
    adjustElementAttachments(entities, element, kind, -1),
  ]);
}

const NO_CONTENT: AttachmentCounts = { comments: 0, documents: 0, descriptions: 0, questions: 0 };

/** The counters of every element of one model that has (or had) content: one Query. */
export async function elementAttachmentCounts(
  clientId: number,
  uuid: string,
): Promise<Map<string, AttachmentCounts>> {
  const data = await allOf(getDb().entities.elementAttachments.query.byModel({ clientId, uuid }));
  return new Map(
    data.map((item) => [
      item.elementId,
      {
        comments: item.comments ?? NO_CONTENT.comments,
        documents: item.documents ?? NO_CONTENT.documents,
        descriptions: item.descriptions ?? NO_CONTENT.descriptions,
        questions: item.questions ?? NO_CONTENT.questions,
      },
    ]),
  );
}

/** The counters of one element (all zero when it has no content). */
export async function elementAttachmentCountsOf(element: ElementRef): Promise<AttachmentCounts> {
  const { data } = await getDb().entities.elementAttachments.get(element).go();
  if (!data) return NO_CONTENT;
  return {
    comments: data.comments ?? 0,
    documents: data.documents ?? 0,
    descriptions: data.descriptions ?? 0,
    questions: data.questions ?? 0,
  };
}

const KINDS: readonly AttachmentKind[] = ['comments', 'documents', 'descriptions', 'questions'];

/**
 * Deletes the counter item of an element whose content was just removed, but only while every
 * number is still what the clean-up read before removing it: a comment or question written in
 * the meantime (its transaction adds to this item) keeps the item, so the next save's clean-up
 * finds the element again. Answers false when it was kept.
 */
export async function deleteElementAttachmentsIfUnchanged(
  element: ElementRef,
  seen: AttachmentCounts,
): Promise<boolean> {
  return writtenIfConditionHolds(
    getDb()
      .entities.elementAttachments.delete(element)
      .where((attribute, op) =>
        KINDS.map((kind) =>
          seen[kind] === 0
            ? `(${op.notExists(attribute[kind])} OR ${op.eq(attribute[kind], 0)})`
            : op.eq(attribute[kind], seen[kind]),
        ).join(' AND '),
      ),
  );
}
