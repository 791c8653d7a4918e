import { deleteQuestions, questionsOfElementItems } from '../../data/repositories/questions.js';

interface ElementOfModel {
  readonly clientId: number;
  readonly uuid: string;
  readonly elementId: string;
}

/**
 * Deletes every question on one element (open and answered). The assignee's 'Meine Fragen' and
 * its count read the same items through the assignee index, so they lose them with this delete.
 * Idempotent: the caller deletes the element's counter only afterwards, so a clean-up that fails
 * half-way leaves the counter behind and the next save deletes the rest.
 */
export async function removeQuestionsOfElement(element: ElementOfModel): Promise<number> {
  const own = await questionsOfElementItems(element);
  await deleteQuestions(own);
  return own.length;
}
