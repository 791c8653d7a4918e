import * as z from 'zod/mini';
import {
  ANSWER_MIN_LENGTH,
  ANSWER_TEXT_MAX,
  QUESTION_MESSAGES,
  QUESTION_TEXT_MAX,
} from '../../questions/messages.js';

/** POST /bpmn/{uuid}/element/{id}/question: both fields required. */
export const askQuestionRequest = z.object({
  questionText: z
    .string()
    .check(z.trim(), z.minLength(1, QUESTION_MESSAGES.fieldsRequired), z.maxLength(QUESTION_TEXT_MAX)),
  assignee: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.minLength(1, QUESTION_MESSAGES.fieldsRequired), z.maxLength(320)),
});

const answerText = z
  .string(QUESTION_MESSAGES.answerRequired)
  .check(
    z.trim(),
    z.minLength(1, QUESTION_MESSAGES.answerRequired),
    z.minLength(ANSWER_MIN_LENGTH, QUESTION_MESSAGES.answerTooShort),
    z.maxLength(ANSWER_TEXT_MAX),
  );

/**
 * POST /bpmn/question/{id}/answer: "the body is the answer text", sent as a JSON
 * string; `{ "answer": "…" }` is accepted as well.
 */
export const answerQuestionRequest = z.pipe(
  z.union([answerText, z.object({ answer: answerText })]),
  z.transform((body) => (typeof body === 'string' ? body : body.answer)),
);

/** A question on a model element with its answer once given. */
export interface ElementQuestion {
  readonly id: string;
  readonly uuidModel: string;
  readonly elementId: string;
  readonly questionText: string;
  readonly assignee: string;
  readonly assigneeFullName: string;
  readonly askedById: string;
  readonly questionerFullName: string;
  readonly questionAnswer: string | null;
  readonly answeredDate: string | null;
  readonly createdDate: string;
}

/** GET /user/questions item. */
export interface UserQuestion {
  readonly id: string;
  readonly questionText: string;
  readonly questionerFullName: string;
  readonly createdDate: string;
  readonly elementId: string;
  readonly uuidModel: string;
}

/** GET /user/questions/{id}/model: the diagram the question is about, for its assignee only. */
export interface QuestionModel {
  readonly uuidModel: string;
  readonly fileName: string;
  readonly elementId: string;
  readonly diagramXML: string;
}
