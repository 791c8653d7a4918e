import { randomUUID } from 'node:crypto';
import { ELEMENT_CONTENT_MESSAGES, type ElementComment } from '@prozesspuls/shared';
import { logger } from '../../adapters/logger.js';
import { getModelXml } from '../../adapters/modelStorage.js';
import {
  commentsOfElement,
  createCommentCounted,
  deleteCommentCounted,
  loadComment,
  loadCommentRef,
} from '../../data/repositories/elementContent.js';
import { NotFound, PermissionDenied, TemporarilyUnavailable } from '../errors.js';
import type { Identity } from '../identity.js';
import { type ModelElement, visibleElement, visibleModel } from '../models/models.js';
import { checkedMentions, mailMentionedMembers, mentionsOf } from './commentMentions.js';
import { diagramElementName } from './diagramElements.js';
import { contentTarget } from './elementTarget.js';

interface CommentItem {
  readonly commentId: string;
  readonly text: string;
  readonly userId: string;
  readonly createdDate: string;
  readonly uuid: string;
  readonly elementId: string;
}

const toComment = (c: CommentItem, mentions: ElementComment['mentions']): ElementComment => ({
  id: c.commentId,
  text: c.text,
  mentions,
  userId: c.userId,
  createdDate: c.createdDate,
  uuidModel: c.uuid,
  elementId: c.elementId,
});

/**
 * Any member who sees the model may comment on its elements (not on the process itself). Members
 * of the client mentioned as `@[userId]` get a mail with a link to the element; a mention of
 * anyone else refuses the comment before anything is written.
 */
export async function createComment(
  caller: Identity,
  uuid: string,
  elementId: string,
  text: string,
): Promise<ElementComment> {
  const { element, model } = await contentTarget(caller, uuid, elementId, {
    needsEdit: false,
    elementOnly: true,
  });
  const mentionedIds = await checkedMentions(caller.clientId, text);
  const comment = {
    ...element,
    commentId: randomUUID(),
    text,
    userId: caller.userId,
    createdDate: new Date().toISOString(),
  };
  if (!(await createCommentCounted(comment))) throw new TemporarilyUnavailable();
  const [mentions = []] = await mentionsOf([text]);
  if (mentionedIds.length > 0) {
    await mailMentionedMembers({
      caller,
      mentions,
      text,
      uuid,
      elementId,
      elementName: diagramElementName(await getModelXml(model.xmlKey), elementId),
      modelName: model.fileName,
    }).catch((error: unknown) => logger.error('comment mention mails failed', { error }));
  }
  return toComment(comment, mentions);
}

/** The comments of one element, oldest first. */
export async function listComments(caller: Identity, element: ModelElement): Promise<ElementComment[]> {
  const comments = await commentsOfElement(await visibleElement(caller, element));
  const own = comments.sort((a, b) => a.createdDate.localeCompare(b.createdDate));
  const mentions = await mentionsOf(own.map((c) => c.text));
  return own.map((c, index) => toComment(c, mentions[index] ?? []));
}

/** Its author or the model's owner deletes a comment; the counter goes down in the same transaction. */
export async function deleteComment(caller: Identity, commentId: string): Promise<void> {
  const { clientId } = caller;
  const ref = await loadCommentRef(clientId, commentId);
  if (!ref) throw new NotFound();
  const { summary } = await visibleModel(caller, ref.uuid);
  const element = { clientId, uuid: ref.uuid, elementId: ref.elementId };
  const comment = await loadComment(element, commentId);
  if (!comment) throw new NotFound();
  if (comment.userId !== caller.userId && !summary.isOwn)
    throw new PermissionDenied(ELEMENT_CONTENT_MESSAGES.onlyAuthorOrOwner);
  const deleted = await deleteCommentCounted(element, commentId);
  // Not deleted: a parallel delete took it first.
  if (!deleted) throw new NotFound();
}
