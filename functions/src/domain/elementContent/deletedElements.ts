import { deleteDocument } from '../../adapters/documentStorage.js';
import {
  deleteElementAttachmentsIfUnchanged,
  elementAttachmentCounts,
} from '../../data/repositories/elementAttachments.js';
import {
  commentsOfElement,
  deleteElementContent,
  documentsOfElement,
} from '../../data/repositories/elementContent.js';
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
  for (const elementId of gone) {
    const element = { clientId, uuid, elementId };
    const [ownComments, ownDocuments] = await Promise.all([
      commentsOfElement(element),
      documentsOfElement(element),
    ]);
    await Promise.all(ownDocuments.map((d) => deleteDocument(d.objectKey)));
    await Promise.all([
      deleteElementContent(element, ownComments, ownDocuments),
      removeQuestionsOfElement(element),
    ]);
    // Kept when content was added meanwhile (a race with the save): the next save removes it.
    const seen = counts.get(elementId);
    if (seen) await deleteElementAttachmentsIfUnchanged(element, seen);
  }
  return gone;
}
