import { parseProcessQuestionName } from '../model/processQuestionName.js';
import type { SurveyState } from '../survey/messages.js';
import type { SurveySchema } from '../survey/schema.js';

/**
 * Versions of own questions. Editing a question that a sent survey asks would change
 * the meaning of answers already given (wording, direction), so such an edit makes a new version
 * with a new id and retires the old one, which past surveys and their evaluations keep resolving.
 * A question no sent survey asks is edited in place.
 */

/** Does the survey ask the question, as a plain element (manual survey) or as `<id>@<element>` (process survey)? */
export function surveyAsksQuestion(schema: SurveySchema, questionId: string): boolean {
  return schema.pages.some((page) =>
    page.elements.some(
      (element) =>
        element.type !== 'html' &&
        (element.name === questionId || parseProcessQuestionName(element.name)?.questionId === questionId),
    ),
  );
}

/** A survey has been sent once it left CREATED: its participants may have seen its questions. */
export function surveyWasSent(state: SurveyState): boolean {
  return state !== 'CREATED';
}

/**
 * The current version of a question: follows `replacedBy` (old id → the id of its new version)
 * to the end. A cycle cannot be written (every new version gets a fresh id), but is stopped anyway.
 */
export function currentVersionId(id: string, replacedBy: ReadonlyMap<string, string>): string {
  const seen = new Set<string>([id]);
  let current = id;
  for (let next = replacedBy.get(current); next !== undefined; next = replacedBy.get(current)) {
    if (seen.has(next)) break;
    seen.add(next);
    current = next;
  }
  return current;
}
