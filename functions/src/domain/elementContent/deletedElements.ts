import { deleteDocument } from '../../adapters/documentStorage.js';
import { getDb } from '../../data/db.js';
import {
  deleteElementAttachmentsIfUnchanged,
  elementAttachmentCounts,
} from '../../data/repositories/elementAttachments.js';
import { removeQuestionsOfElement } from '../questions/removeQuestions.js';
import { diagramElementTypes } from './diagramElements.js';

/**
 * After a save: the content of elements that the saved diagram no longer has (comments with
 * their references, descriptions, documents with their S3 objects, and the counter) is deleted.
 * The counters say which elements have content, so this is one Query plus one per such element
 * that is gone (docs/documents.md). Questions to colleagues on such an element go too (the
 * questions context deletes them, and with them the assignee's 'Meine Fragen' entries). The
 * counter is deleted last and only while its numbers are those read at the start: a clean-up that
 * fails half-way, or content written on the element meanwhile (its transaction adds to the
 * counter), keeps it, so the next save finds the element again and deletes the rest (every step
 * is idempotent). So a question never outlives its element without its counter.
 */
export async function removeContentOfDeletedElements(
  clientId: number,
  uuid: string,
  xml: string,
): Promise<string[]> {
  const counts = await elementAttachmentCounts(clientId, uuid);
  if (counts.size === 0) return [];
  const present = diagramElementTypes(xml);
  const gone = [...counts.keys()].filter((elementId) => !present.has(elementId));
  const { entities } = getDb();
  for (const elementId of gone) {
    const element = { clientId, uuid, elementId };
    const [{ data: comments }, { data: documents }] = await Promise.all([
      entities.comment.query.byModel(element).go({ pages: 'all' }),
      entities.elementDocument.query.byModel(element).go({ pages: 'all' }),
    ]);
    const ownComments = comments.filter((c) => c.elementId === elementId);
    const ownDocuments = documents.filter((d) => d.elementId === elementId);
    await Promise.all(ownDocuments.map((d) => deleteDocument(d.objectKey)));
    await Promise.all([
      ownComments.length > 0 ? entities.comment.delete(ownComments).go() : undefined,
      ownComments.length > 0
        ? entities.commentRef.delete(ownComments.map((c) => ({ clientId, commentId: c.commentId }))).go()
        : undefined,
      ownDocuments.length > 0 ? entities.elementDocument.delete(ownDocuments).go() : undefined,
      entities.elementDescription.delete(element).go(),
      removeQuestionsOfElement(element),
    ]);
    // Kept when content was added meanwhile (a race with the save): the next save removes it.
    const seen = counts.get(elementId);
    if (seen) await deleteElementAttachmentsIfUnchanged(element, seen);
  }
  return gone;
}
