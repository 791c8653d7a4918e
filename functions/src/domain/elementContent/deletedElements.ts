import { deleteDocument } from '../../adapters/documentStorage.js';
import { getDb } from '../../data/db.js';
import { elementAttachmentCounts } from '../../data/repositories/elementAttachments.js';
import { diagramElementTypes } from './diagramElements.js';

/**
 * After a save: the content of elements that the saved diagram no longer has (comments with
 * their references, descriptions, documents with their S3 objects, and the counter) is deleted.
 * The counters say which elements have content, so this is one Query plus one per such element
 * that is gone (docs/documents.md). Questions are counted too; their records belong to the
 * questions context, which removes them by the same rule.
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
    ]);
    await entities.elementAttachments.delete(element).go();
  }
  return gone;
}
