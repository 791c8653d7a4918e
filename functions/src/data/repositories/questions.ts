import { getDb } from '../db.js';
import { adjustElementAttachments, type ElementRef } from './elementAttachments.js';
import { patchedIf } from './patchedIf.js';
import { allOf, oneOf } from './reads.js';
import { committed } from './transactions.js';

export type QuestionItem = NonNullable<Awaited<ReturnType<typeof loadQuestion>>>;

export interface QuestionKey extends ElementRef {
  readonly questionId: string;
}

export interface NewQuestion extends QuestionKey {
  readonly questionText: string;
  readonly assignee: string;
  readonly askedById: string;
  readonly createdDate: string;
}

/** One question, or undefined. */
export async function loadQuestion(key: QuestionKey) {
  return oneOf(getDb().entities.question.get(key));
}

/**
 * Creates the question and counts it on its element (hasQuestion of GET /bpmn/{uuid}/attachments)
 * in one transaction. False when it was canceled.
 */
export function createQuestionCounted(question: NewQuestion): Promise<boolean> {
  const { clientId, uuid, elementId } = question;
  return committed((entities) => [
    entities.question.create(question).commit(),
    adjustElementAttachments(entities, { clientId, uuid, elementId }, 'questions', 1),
  ]);
}

/**
 * The questions on this element, oldest first (one Query of the model's questions). The key
 * template closes the element id with '#', so the prefix of 'Task_1' does not reach 'Task_10'.
 */
export async function questionsOfElementItems(element: ElementRef) {
  return allOf(getDb().entities.question.query.byModel(element));
}

/** The assignee's unanswered questions in the client, newest first (one Query on gsi2). */
export async function openQuestionsOfAssignee(clientId: number, assignee: string) {
  return allOf(
    getDb()
      .entities.question.query.byAssignee({ clientId, assignee })
      .where((a, op) => op.notExists(a.answeredDate)),
    { order: 'desc' },
  );
}

/** The client's question with this id (one Query on gsi1), or undefined. */
export async function findQuestion(clientId: number, questionId: string) {
  const { data } = await getDb().entities.question.query.byId({ clientId, questionId }).go();
  return data[0];
}

/**
 * Stores the answer in one conditional write: only while the question is assigned to `assignee`
 * and not answered yet. False when the condition failed.
 */
export function answerIfOpen(
  key: QuestionKey,
  assignee: string,
  questionAnswer: string,
  answeredDate: string,
): Promise<boolean> {
  return patchedIf('question', key, (question) =>
    question
      .set({ questionAnswer, answeredDate })
      .where((a, op) => `${op.eq(a.assignee, assignee)} AND ${op.notExists(a.answeredDate)}`),
  );
}

/** Deletes these questions (one batch delete). */
export async function deleteQuestions(questions: readonly QuestionKey[]): Promise<void> {
  if (questions.length > 0)
    await getDb()
      .entities.question.delete([...questions])
      .go();
}
