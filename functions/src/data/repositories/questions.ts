import { getDb } from '../db.js';

/** The questions on one element of a model (open and answered). */
export async function questionsOfModelElement(element: {
  readonly clientId: number;
  readonly uuid: string;
  readonly elementId: string;
}) {
  const { data } = await getDb().entities.question.query.byModel(element).go({ pages: 'all' });
  // The sort key is a prefix match: 'Task_1' would also find 'Task_10'.
  return data.filter((q) => q.elementId === element.elementId);
}

/** Deletes the given questions (batch; idempotent). */
export async function deleteQuestions(
  questions: Awaited<ReturnType<typeof questionsOfModelElement>>,
): Promise<void> {
  if (questions.length > 0) await getDb().entities.question.delete(questions).go();
}
