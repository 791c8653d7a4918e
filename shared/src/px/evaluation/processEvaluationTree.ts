import { catalogueItem } from '../catalogue/index.js';
import { parseProcessQuestionName } from '../model/processQuestionName.js';
import type { SurveySchema } from '../survey/schema.js';
import { TITLE_PAGE_NAME } from '../survey/schema.js';
import { processSurveyElements } from './elementScores.js';
import type { EvaluationTree, PersonalQuestionMeta } from './evaluationPoint.js';

/** The node type of a BPMN element's node in a process survey's evaluation point. */
export const ELEMENT_NODE_TYPE = 'ELEMENT';

/** The question id in a process survey's question name (`<questionId>@<elementId>`); a plain id as it is. */
export function processQuestionId(name: string): string {
  return parseProcessQuestionName(name)?.questionId ?? name;
}

/**
 * The direction of a process question from its survey name (`<questionId>@<elementId>`, see
 * `processQuestionName`): a standard question's answerRatingInverted from the catalogue, an own
 * question's as stored with it (`ownInverted`: the ids of the client's own inverted questions).
 * A question a sent survey asks is never changed (an edit makes a new version), so the stored
 * direction is the one it was asked with.
 */
export function processQuestionInverted(name: string, ownInverted: ReadonlySet<string> = new Set()): boolean {
  const questionId = processQuestionId(name);
  return catalogueItem(questionId)?.inverted ?? ownInverted.has(questionId);
}

/**
 * The evaluation tree of a process survey (Module_Four), read from its own schema rather than the
 * catalogue, because its questions are named `<questionId>@<elementId>` and may be the client's
 * own process questions: one node per BPMN element page (id = element id, name = page title)
 * with its matrix questions (only matrices count in the process-survey score), and
 * its radio groups as option counts with their own answer options. `ownInverted`: the client's
 * own inverted questions among them (see processQuestionInverted).
 */
export function processSurveyEvaluationTree(
  schema: SurveySchema,
  ownInverted: ReadonlySet<string> = new Set(),
): EvaluationTree {
  const titles = new Map<string, string>();
  const personalQuestions: PersonalQuestionMeta[] = [];
  for (const page of schema.pages) {
    if (page.name === TITLE_PAGE_NAME) continue;
    for (const element of page.elements) {
      if (element.type === 'matrix') titles.set(element.name, element.rows[0]?.text ?? element.title);
      if (element.type === 'radiogroup') {
        personalQuestions.push({
          id: element.name,
          text: element.title,
          options: element.choices.map((choice) => choice.value),
        });
      }
    }
  }
  const elements = processSurveyElements(schema);
  return {
    nodes: elements.map((element) => ({
      id: element.elementId,
      name: element.elementName,
      nodeType: ELEMENT_NODE_TYPE,
      questionIds: element.questionIds,
    })),
    questions: elements.flatMap((element) =>
      element.questionIds.map((id) => ({
        id,
        text: titles.get(id) ?? id,
        inverted: processQuestionInverted(id, ownInverted),
      })),
    ),
    personalQuestions,
  };
}
