import { type Db, getDb } from '../db.js';

type ModelRecordsPage = Awaited<ReturnType<ReturnType<Db['collections']['modelRecords']>['go']>>;

/**
 * Deletes every record of one model (collection `modelRecords`: history, element numbers and
 * their reservations, subprocess links, element attachment counters, comments with their
 * references, descriptions, document records), page by page: one Query of the model's own partition
 * and batch deletes per entity. The model's item itself is deleted by the caller's transaction.
 */
export async function deleteModelRecords(clientId: number, uuid: string): Promise<void> {
  const { collections, entities } = getDb();
  let cursor: string | null = null;
  do {
    const page: ModelRecordsPage = await collections.modelRecords({ clientId, uuid }).go({ cursor });
    const { history, elementNumber, elementNumberValue, subprocessLink, releaseRequest, elementResource } =
      page.data;
    const { elementAttachments, comment, elementDescription, elementDocument } = page.data;
    const { question, modelShareLink } = page.data;
    const { pxElementQuestion, pxModelQuestionCount } = page.data;
    await Promise.all([
      history.length > 0 ? entities.history.delete(history).go() : undefined,
      elementNumber.length > 0 ? entities.elementNumber.delete(elementNumber).go() : undefined,
      elementNumberValue.length > 0 ? entities.elementNumberValue.delete(elementNumberValue).go() : undefined,
      subprocessLink.length > 0 ? entities.subprocessLink.delete(subprocessLink).go() : undefined,
      releaseRequest.length > 0 ? entities.releaseRequest.delete(releaseRequest).go() : undefined,
      // Normally gone already (the model's links are unlinked first, which keeps the counters).
      elementResource.length > 0 ? entities.elementResource.delete(elementResource).go() : undefined,
      elementAttachments.length > 0 ? entities.elementAttachments.delete(elementAttachments).go() : undefined,
      comment.length > 0 ? entities.comment.delete(comment).go() : undefined,
      comment.length > 0
        ? entities.commentRef.delete(comment.map(({ clientId, commentId }) => ({ clientId, commentId }))).go()
        : undefined,
      elementDescription.length > 0 ? entities.elementDescription.delete(elementDescription).go() : undefined,
      elementDocument.length > 0 ? entities.elementDocument.delete(elementDocument).go() : undefined,
      question.length > 0 ? entities.question.delete(question).go() : undefined,
      modelShareLink.length > 0 ? entities.modelShareLink.delete(modelShareLink).go() : undefined,
      modelShareLink.length > 0
        ? entities.shareLink.delete(modelShareLink.map(({ tokenHash }) => ({ tokenHash }))).go()
        : undefined,
      pxElementQuestion.length > 0 ? entities.pxElementQuestion.delete(pxElementQuestion).go() : undefined,
      pxModelQuestionCount.length > 0
        ? entities.pxModelQuestionCount.delete(pxModelQuestionCount).go()
        : undefined,
    ]);
    cursor = page.cursor;
  } while (cursor);
}
