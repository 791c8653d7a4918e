import type { SurveySchema } from '../survey/schema.js';
import { TITLE_PAGE_NAME } from '../survey/schema.js';
import {
  type AnonymityNotice,
  anonymityNotice,
  type Redacted,
  type RedactedEvaluationPoint,
} from './anonymity.js';
import type { QuestionEvaluation } from './evaluationPoint.js';
import { exactAverageScore } from './questionScore.js';
import { meanOfRatios, type Ratio, roundRatio } from './ratio.js';

/**
 * Per-element scores of a process survey (Module_Four, 'Evaluation scores are shown on
 * elements as colour-coded badges'). A process survey asks one page per BPMN element: the page's
 * `name` is the element id, its `title` the element's name, its matrix questions the questions
 * attached to that element (convention of the process-survey generator).
 */

/** One BPMN element a process survey asks about, and the names of its scale questions. */
export interface ProcessSurveyElement {
  readonly elementId: string;
  readonly elementName: string;
  readonly questionIds: readonly string[];
}

/** The elements a process survey asks about, in page order (start page and pages without a matrix left out). */
export function processSurveyElements(schema: SurveySchema): ProcessSurveyElement[] {
  return schema.pages
    .filter((page) => page.name !== TITLE_PAGE_NAME)
    .map((page) => ({
      elementId: page.name,
      elementName: page.title ?? page.name,
      questionIds: page.elements
        .filter((element) => element.type === 'matrix')
        .map((element) => element.name),
    }))
    .filter((element) => element.questionIds.length > 0);
}

/** The evaluation of one element: its score and its questions, redacted like the point. */
export interface ElementEvaluation {
  readonly elementId: string;
  readonly elementName: string;
  /** Unweighted mean of its answered questions' exact scores, 1 decimal; null without answers or when hidden. */
  readonly score: number | null;
  /** Fewest answers of any answered question on the element (what the anonymity threshold checks). */
  readonly responseCount: number;
  /** Set when the element's result is below the anonymity threshold. */
  readonly hidden: AnonymityNotice | null;
  readonly questions: readonly Redacted<QuestionEvaluation>[];
}

/**
 * The score of every element of a process survey from a redacted evaluation point. An element is
 * hidden when the round is, or when its least-answered question has fewer answers than
 * `threshold` (as evaluation nodes are, so no hidden figure can be worked out by subtraction).
 * Exact question scores are averaged before rounding, as node scores are.
 */
export function elementEvaluations(
  elements: readonly ProcessSurveyElement[],
  point: RedactedEvaluationPoint,
  threshold: number,
): ElementEvaluation[] {
  const byId = new Map(point.questionEvaluations.map((question) => [question.questionId, question]));
  return elements.map((element) => {
    const questions = element.questionIds.flatMap((id) => {
      const question = byId.get(id);
      return question ? [question] : [];
    });
    const answered = questions.filter((question) => question.responseCount > 0);
    const responseCount = answered.length === 0 ? 0 : Math.min(...answered.map((q) => q.responseCount));
    // A question withheld by the difference rule hides its element too, or the score would reveal it.
    const hidden =
      point.hidden ??
      (answered.length === 0
        ? null
        : (anonymityNotice(responseCount, threshold) ??
          answered.find((question) => question.hidden)?.hidden ??
          null));
    const exact = hidden
      ? []
      : answered.flatMap((question) => {
          const value = question.scores ? exactAverageScore(question.scores, question.inverted) : null;
          return value ? [value] : [];
        });
    const score = exact.length === 0 ? null : roundRatio(meanOfRatios(exact as Ratio[]), 1);
    return {
      elementId: element.elementId,
      elementName: element.elementName,
      score,
      responseCount,
      hidden,
      questions,
    };
  });
}
