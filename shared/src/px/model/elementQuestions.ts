import { hasPermission, type PermissionFlags } from '../../permissions.js';
import { catalogueItem } from '../catalogue/index.js';
import { ELEMENT_KIND_LABELS, type ElementKind } from '../scale.js';
import { questionElement, type SurveyQuestionSource } from '../survey/questionElement.js';
import type { SurveyJsPage, SurveySchema } from '../survey/schema.js';
import { titlePages } from '../survey/titlePage.js';
import { processQuestionName } from './processQuestionName.js';

export { parseProcessQuestionName, processQuestionName } from './processQuestionName.js';

/**
 * PX questions attached to the elements of a process model (PX mode) and the process
 * survey (Module_Four) built from them.
 */

/** Longest element id a question can be attached to: keeps `<questionId>@<elementId>` within 100 characters. */
export const PX_ELEMENT_ID_MAX = 63;
/** Longest question id (custom questions have a UUID, standard ones a short catalogue id). */
export const PX_QUESTION_ID_MAX = 36;
/** At most this many attachments per model (a process survey stays a survey people answer). */
export const PX_MODEL_QUESTIONS_MAX = 100;

export const PX_MODEL_MESSAGES = {
  notOffered: 'Diese Frage kann an dieses Element nicht angehängt werden.',
  unknownElement: 'Das Element gibt es im gespeicherten Modell nicht.',
  noKind: 'An dieses Element können keine Fragen angehängt werden.',
  tooMany: `An ein Modell können höchstens ${PX_MODEL_QUESTIONS_MAX} Fragen angehängt werden.`,
  notAttached: 'Die Frage ist diesem Element nicht angehängt.',
  noQuestions: 'Es sind noch keine Fragen angehängt.',
  tooManyElements: 'Eine Prozessumfrage kann Fragen zu höchstens 59 Elementen enthalten.',
  pxWriteRequired: 'Zum Erstellen einer Prozessumfrage fehlt das Recht PX_WRITE.',
} as const;

/** The element id of a diagram element questions may be attached to (BPMN ids are XML NCNames). */
export const PX_ELEMENT_ID_PATTERN = /^[A-Za-z_][\w.-]*$/;

export function isAttachableElementId(id: string): boolean {
  return id.length > 0 && id.length <= PX_ELEMENT_ID_MAX && PX_ELEMENT_ID_PATTERN.test(id);
}

/** 'node' of a PX question on an element: the catalogue node for standard questions, absent for custom ones. */
export function standardQuestionNode(questionId: string): string | undefined {
  const item = catalogueItem(questionId);
  return item ? item.categoryPath[item.categoryPath.length - 1] : undefined;
}

/** One element with its attached questions, in attachment order. */
export interface ElementQuestionGroup<Q> {
  readonly elementId: string;
  /** The element's name in the diagram ('' when it has none). */
  readonly elementName: string;
  readonly kind: ElementKind | null;
  readonly questions: readonly Q[];
}

/** The page title of an element: its name, else the German name of its kind, else its id. */
export function elementPageTitle(
  group: Pick<ElementQuestionGroup<unknown>, 'elementId' | 'elementName' | 'kind'>,
) {
  const name = group.elementName.trim();
  if (name) return name;
  return group.kind ? ELEMENT_KIND_LABELS[group.kind] : group.elementId;
}

/** 'Frage 1', 'Frage 2', … as the overview dialog and the summary page number an element's questions. */
export const questionLabel = (index: number) => `Frage ${index + 1}`;

export interface ProcessSurveyInput {
  readonly title: string;
  readonly deadlineDate: number | null;
  readonly startPageHtml?: string | null;
  readonly elements: readonly ElementQuestionGroup<SurveyQuestionSource>[];
}

/**
 * The schema of a process survey: an optional start page, then one page per element (name = the
 * element id, title = `elementPageTitle`) with its questions named `processQuestionName`. Elements
 * without questions are left out; a question attached twice to one element is asked once.
 */
export function buildProcessSurvey(input: ProcessSurveyInput): SurveySchema {
  const pages: SurveyJsPage[] = input.elements
    .map((group) => {
      const seen = new Set<string>();
      const elements = group.questions
        .filter((question) => !seen.has(question.id) && Boolean(seen.add(question.id)))
        .map((question) =>
          questionElement({ ...question, id: processQuestionName(question.id, group.elementId) }),
        );
      return { name: group.elementId, title: elementPageTitle(group), elements };
    })
    .filter((page) => page.elements.length > 0);
  if (pages.length === 0) throw new RangeError(PX_MODEL_MESSAGES.noQuestions);
  return {
    title: input.title,
    deadlineDate: input.deadlineDate,
    locale: 'de',
    pages: [...titlePages(input.startPageHtml), ...pages],
  };
}

/** What PX mode allows a user; ADMIN holds every permission. */
export interface PxModeRights {
  /** PX_WRITE: attach questions and create process surveys. */
  readonly canWritePx: boolean;
  /** PX_EVAL: see evaluations. */
  readonly canEvalPx: boolean;
  /** The PX mode switch may be used: PX_WRITE or PX_EVAL, and not while the model is in release review. */
  readonly canTogglePx: boolean;
}

export function pxModeRights(permissions: PermissionFlags | undefined, underReview: boolean): PxModeRights {
  const canWritePx = permissions !== undefined && hasPermission(permissions, 'PX_WRITE');
  const canEvalPx = permissions !== undefined && hasPermission(permissions, 'PX_EVAL');
  return { canWritePx, canEvalPx, canTogglePx: (canWritePx || canEvalPx) && !underReview };
}
