import { getDb } from '../db.js';
import { adjustElementAttachments, deleteCountedContent, type ElementRef } from './elementAttachments.js';
import { allOf, oneOf } from './reads.js';
import { type ReleaseGate, releaseUnchanged } from './releaseGate.js';
import { committed } from './transactions.js';

/** A model of a client (its records' partition). */
export type ModelRef = Omit<ElementRef, 'elementId'>;

// Comments

export interface CommentRecord extends ElementRef {
  readonly commentId: string;
  readonly text: string;
  readonly userId: string;
  readonly createdDate: string;
}

/**
 * Writes a comment with its reference (commentId → element) and raises the element's counter in
 * one transaction; false when it was canceled.
 */
export async function createCommentCounted(comment: CommentRecord): Promise<boolean> {
  const { clientId, uuid, elementId, commentId } = comment;
  return committed((entities) => [
    entities.comment.create(comment).commit(),
    entities.commentRef.create({ clientId, commentId, uuid, elementId }).commit(),
    adjustElementAttachments(entities, { clientId, uuid, elementId }, 'comments', 1),
  ]);
}

/** The comments of one element (in storage order). */
export async function commentsOfElement(element: ElementRef) {
  const data = await allOf(getDb().entities.comment.query.byModel(element));
  return data.filter((c) => c.elementId === element.elementId);
}

/** Where a comment is: its model and element, or undefined when there is no such comment. */
export async function loadCommentRef(clientId: number, commentId: string) {
  return oneOf(getDb().entities.commentRef.get({ clientId, commentId }));
}

export async function loadComment(element: ElementRef, commentId: string) {
  return oneOf(getDb().entities.comment.get({ ...element, commentId }));
}

/** Deletes an existing comment with its reference and lowers the counter; false when it was gone. */
export function deleteCommentCounted(element: ElementRef, commentId: string): Promise<boolean> {
  return deleteCountedContent(element, 'comments', (entities) => [
    entities.comment.remove({ ...element, commentId }).commit(),
    entities.commentRef.delete({ clientId: element.clientId, commentId }).commit(),
  ]);
}

// Documents

export interface DocumentRecord extends ElementRef {
  readonly docId: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly objectKey: string;
  readonly uploadedBy: string;
  readonly createdDate: string;
}

/**
 * Records a document and raises the element's counter in one transaction. The first record of a
 * `docId` wins: false when the transaction was canceled.
 */
export async function createDocumentCounted(document: DocumentRecord): Promise<boolean> {
  const { clientId, uuid, elementId } = document;
  return committed((entities) => [
    entities.elementDocument.create(document).commit(),
    adjustElementAttachments(entities, { clientId, uuid, elementId }, 'documents', 1),
  ]);
}

/** One document record; `consistent` reads what a write just before stored. */
export async function loadDocument(element: ElementRef, docId: string, consistent = false) {
  return oneOf(
    getDb().entities.elementDocument.get({ ...element, docId }),
    consistent ? { consistent: true } : {},
  );
}

/** The documents of one element (in storage order). */
export async function documentsOfElement(element: ElementRef) {
  const data = await allOf(getDb().entities.elementDocument.query.byModel(element));
  return data.filter((d) => d.elementId === element.elementId);
}

/** Deletes an existing document record and lowers the counter; false when it was gone. */
export function deleteDocumentCounted(element: ElementRef, docId: string): Promise<boolean> {
  return deleteCountedContent(element, 'documents', (entities) => [
    entities.elementDocument.remove({ ...element, docId }).commit(),
  ]);
}

// Descriptions

export interface DescriptionRecord extends ElementRef {
  readonly descriptionId: string;
  readonly text: string;
  readonly updatedBy: string;
  readonly updatedAt: string;
}

export async function loadDescription(element: ElementRef) {
  return oneOf(getDb().entities.elementDescription.get(element));
}

/** All descriptions of a model: one Query. */
export async function listDescriptionsOfModel(model: ModelRef) {
  return allOf(getDb().entities.elementDescription.query.byModel(model));
}

/**
 * Writes a description change in one transaction, conditioned on the state read (`current`'s
 * `updatedAt`) and, for changes and removals, on the release switch as the gate read it: a new
 * description raises the element's counter, an empty text removes it and lowers the counter.
 * False when the transaction was canceled.
 */
export async function writeDescription(
  gate: ReleaseGate,
  next: DescriptionRecord,
  current: { readonly updatedAt: string } | undefined,
): Promise<boolean> {
  const { clientId, uuid, elementId } = next;
  const element = { clientId, uuid, elementId };
  const db = getDb();
  const result = !current
    ? await db.transaction
        .write((entities) => [
          entities.elementDescription.create(next).commit(),
          adjustElementAttachments(entities, element, 'descriptions', 1),
        ])
        .go()
    : next.text === ''
      ? await db.transaction
          .write((entities) => [
            entities.elementDescription
              .delete(element)
              .where((a, op) => op.eq(a.updatedAt, current.updatedAt))
              .commit(),
            adjustElementAttachments(entities, element, 'descriptions', -1),
            releaseUnchanged(entities, gate),
          ])
          .go()
      : await db.transaction
          .write((entities) => [
            entities.elementDescription
              .patch(element)
              .set({ text: next.text, updatedBy: next.updatedBy, updatedAt: next.updatedAt })
              .where((a, op) => op.eq(a.updatedAt, current.updatedAt))
              .commit(),
            releaseUnchanged(entities, gate),
          ])
          .go();
  return !result.canceled;
}

// Clean-up and import

/**
 * Deletes the records of an element that the saved diagram no longer has: the given comments
 * with their references, the given document records and the description (idempotent).
 */
export async function deleteElementContent(
  element: ElementRef,
  comments: readonly { readonly commentId: string }[],
  documents: readonly { readonly docId: string }[],
): Promise<void> {
  const { entities } = getDb();
  const { clientId } = element;
  await Promise.all([
    comments.length > 0
      ? entities.comment.delete(comments.map(({ commentId }) => ({ ...element, commentId }))).go()
      : undefined,
    comments.length > 0
      ? entities.commentRef.delete(comments.map(({ commentId }) => ({ clientId, commentId }))).go()
      : undefined,
    documents.length > 0
      ? entities.elementDocument.delete(documents.map(({ docId }) => ({ ...element, docId }))).go()
      : undefined,
    entities.elementDescription.delete(element).go(),
  ]);
}

/**
 * Writes the descriptions (with their counters) and numbers (with their reservations) of an
 * imported file in batches, for a model not yet created. Throws when a batch left items
 * unwritten: a partial import must not stand.
 */
export async function writeImportedRecords(
  model: ModelRef,
  descriptions: readonly DescriptionRecord[],
  numbers: readonly { readonly elementId: string; readonly number: string }[],
): Promise<void> {
  const { entities } = getDb();
  const { clientId, uuid } = model;
  const results = await Promise.all([
    descriptions.length > 0 ? entities.elementDescription.put([...descriptions]).go() : undefined,
    descriptions.length > 0
      ? entities.elementAttachments
          .put(descriptions.map(({ elementId }) => ({ clientId, uuid, elementId, descriptions: 1 })))
          .go()
      : undefined,
    numbers.length > 0
      ? entities.elementNumber
          .put(numbers.map(({ elementId, number }) => ({ clientId, uuid, elementId, number })))
          .go()
      : undefined,
    numbers.length > 0
      ? entities.elementNumberValue.put(numbers.map(({ number }) => ({ clientId, uuid, number }))).go()
      : undefined,
  ]);
  if (results.some((result) => (result?.unprocessed.length ?? 0) > 0))
    throw new Error('imported element content not written completely');
}
