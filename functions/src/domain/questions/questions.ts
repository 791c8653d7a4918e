import { randomBytes } from 'node:crypto';
import {
  type ElementQuestion,
  fullNameOf,
  QUESTION_MESSAGES,
  type QuestionModel,
  shownXmlKey,
  type UserQuestion,
} from '@prozesspuls/shared';
import { logger } from '../../adapters/logger.js';
import { sendMail } from '../../adapters/mail.js';
import { getModelXml } from '../../adapters/modelStorage.js';
import { setting } from '../../config/env.js';
import { loadModelItem } from '../../data/repositories/models.js';
import {
  answerIfOpen,
  createQuestionCounted,
  findQuestion,
  loadQuestion,
  openQuestionsOfAssignee,
  type QuestionItem,
  questionsOfElementItems,
} from '../../data/repositories/questions.js';
import { loadUsers } from '../../data/repositories/userAccounts.js';
import { Conflict, NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { belongToClient } from '../models/accessContext.js';
import { type ModelElement, visibleElement, visibleModel } from '../models/models.js';
import { questionAnsweredMail, questionAskedMail } from './mails.js';

/**
 * A question id that sorts by creation time (base-36 epoch ms, fixed width) plus 8 random bytes:
 * the assignee index lists "newest first" by it, and ids stay unguessable.
 */
export function newQuestionId(now: number): string {
  return `${now.toString(36).padStart(10, '0')}${randomBytes(8).toString('hex')}`;
}

async function usersById(userIds: readonly string[]) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map<string, { firstName: string; lastName: string; email: string }>();
  const users = await loadUsers(unique);
  return new Map(users.map((u) => [u.userId, u]));
}

async function toElementQuestions(items: readonly QuestionItem[]): Promise<ElementQuestion[]> {
  const users = await usersById(items.flatMap((q) => [q.assignee, q.askedById]));
  const nameOf = (userId: string) => {
    const user = users.get(userId);
    return user ? fullNameOf(user) : userId;
  };
  return items.map((q) => ({
    id: q.questionId,
    uuidModel: q.uuid,
    elementId: q.elementId,
    questionText: q.questionText,
    assignee: q.assignee,
    assigneeFullName: nameOf(q.assignee),
    askedById: q.askedById,
    questionerFullName: nameOf(q.askedById),
    questionAnswer: q.questionAnswer ?? null,
    answeredDate: q.answeredDate ?? null,
    createdDate: q.createdDate,
  }));
}

const appLink = (path: string) => `${setting('appUrl')}${path}`;

/** Mails are a courtesy: a failed mail is logged and never undoes the question or answer. */
async function sendQuietly(send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    logger.error('question mail failed', { error });
  }
}

/**
 * Asks a member of the client about one element of a model the caller sees: the
 * element must exist in the current diagram and must not be a custom task-type element with an
 * icon. The assignee gets a mail with a link to 'Meine Fragen'.
 */
export async function askQuestion(
  caller: Identity,
  element: ModelElement,
  questionText: string,
  assignee: string,
  now = Date.now(),
): Promise<ElementQuestion> {
  const { uuid, elementId } = element;
  const { model } = await visibleModel(caller, uuid);
  if (!(await belongToClient(caller.clientId, [assignee])))
    throw new RuleViolation(QUESTION_MESSAGES.assigneeNotMember);
  // Parsing the diagram is the heavy part: loaded only on this route.
  const { askableElement } = await import('./askableElement.js');
  const check = await askableElement(await getModelXml(model.xmlKey), elementId);
  if (check === 'missing') throw new RuleViolation(QUESTION_MESSAGES.elementMissing);
  if (check === 'customIconTask') throw new RuleViolation(QUESTION_MESSAGES.customIconTask);
  const item = {
    clientId: caller.clientId,
    uuid,
    elementId,
    questionId: newQuestionId(now),
    questionText,
    assignee,
    askedById: caller.userId,
    createdDate: new Date(now).toISOString(),
  };
  // The question and the element's counter (hasQuestion of GET /bpmn/{uuid}/attachments) go
  // together. The counter counts every question, answered ones too: the answer stays readable in
  // the element's question panel, so the badge keeps pointing at it.
  if (!(await createQuestionCounted(item))) throw new Error('question not stored');
  const [question] = await toElementQuestions([item]);
  if (!question) throw new Error('question not built');
  const users = await usersById([assignee]);
  const recipient = users.get(assignee);
  if (recipient) {
    await sendQuietly(() =>
      sendMail(
        questionAskedMail({
          to: recipient.email,
          firstName: recipient.firstName,
          askerName: question.questionerFullName,
          modelName: model.fileName,
          questionText,
          link: appLink('/questions/modelQuestions'),
        }),
      ),
    );
  }
  return question;
}

/** Every question on one element of a model the caller sees, oldest first. */
export async function questionsOfElement(
  caller: Identity,
  element: ModelElement,
): Promise<ElementQuestion[]> {
  return toElementQuestions(await questionsOfElementItems(await visibleElement(caller, element)));
}

/** The caller's open questions in the current client, newest first (one Query on gsi2). */
export async function myOpenQuestions(caller: Identity): Promise<UserQuestion[]> {
  const questions = await toElementQuestions(await openQuestionsOfAssignee(caller.clientId, caller.userId));
  return questions.map((q) => ({
    id: q.id,
    questionText: q.questionText,
    questionerFullName: q.questionerFullName,
    createdDate: q.createdDate,
    elementId: q.elementId,
    uuidModel: q.uuidModel,
  }));
}

/** A question of the caller's client that is assigned to the caller: 404 when unknown, 403 for anyone else. */
async function questionOfAssignee(caller: Identity, questionId: string): Promise<QuestionItem> {
  const question = await findQuestion(caller.clientId, questionId);
  if (!question) throw new NotFound();
  if (question.assignee !== caller.userId) throw new PermissionDenied(QUESTION_MESSAGES.onlyAssignee);
  return question;
}

/**
 * Answers a question: only its assignee, only once. The write is conditional on
 * both, so two answers racing leave exactly one. The asker gets a mail with the answer.
 */
export async function answerQuestion(
  caller: Identity,
  questionId: string,
  answer: string,
  now = Date.now(),
): Promise<ElementQuestion> {
  const question = await questionOfAssignee(caller, questionId);
  if (question.answeredDate) throw new Conflict(QUESTION_MESSAGES.alreadyAnswered);
  const answeredDate = new Date(now).toISOString();
  const key = { clientId: caller.clientId, uuid: question.uuid, elementId: question.elementId, questionId };
  if (!(await answerIfOpen(key, caller.userId, answer, answeredDate))) {
    const current = await loadQuestion(key);
    throw current ? new Conflict(QUESTION_MESSAGES.alreadyAnswered) : new NotFound();
  }
  const [answered] = await toElementQuestions([{ ...question, questionAnswer: answer, answeredDate }]);
  if (!answered) throw new Error('question not built');
  const model = await loadModelItem(caller.clientId, question.uuid);
  const asker = (await usersById([question.askedById])).get(question.askedById);
  if (asker && model) {
    await sendQuietly(() =>
      sendMail(
        questionAnsweredMail({
          to: asker.email,
          firstName: asker.firstName,
          assigneeName: answered.assigneeFullName,
          modelName: model.fileName,
          questionText: question.questionText,
          answer,
          link: appLink(`/modelEdit/${question.uuid}?element=${encodeURIComponent(question.elementId)}`),
        }),
      ),
    );
  }
  return answered;
}

/**
 * The diagram a question is about, for its assignee: 'Meine Fragen' shows it read-only with the
 * element highlighted, also to members who may not open the process list.
 */
export async function questionModel(caller: Identity, questionId: string): Promise<QuestionModel> {
  const question = await questionOfAssignee(caller, questionId);
  const model = await loadModelItem(caller.clientId, question.uuid);
  if (!model) throw new NotFound();
  return {
    uuidModel: model.uuid,
    fileName: model.fileName,
    elementId: question.elementId,
    // Under release the assignee reads the released version like every reader.
    diagramXML: await getModelXml(shownXmlKey(false, model)),
  };
}
