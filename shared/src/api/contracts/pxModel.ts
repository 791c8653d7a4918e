import * as z from 'zod/mini';
import {
  PX_ELEMENT_ID_MAX,
  PX_ELEMENT_ID_PATTERN,
  PX_QUESTION_ID_MAX,
} from '../../px/model/elementQuestions.js';
import type { ElementKind } from '../../px/scale.js';

const elementId = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(PX_ELEMENT_ID_MAX),
    z.regex(PX_ELEMENT_ID_PATTERN, 'Ungültige Element-ID'),
  );

/** `/px/bpmn/{uuid}/element/{id}`: a model and one of its diagram elements. */
export const pxElementPath = z.object({ uuid: z.string().check(z.uuid()), id: elementId });

/** `/px/bpmn/{uuid}/element/{id}/question/{qid}`: plus an offered PX question. */
export const pxElementQuestionPath = z.extend(pxElementPath, {
  qid: z
    .string()
    .check(z.minLength(1), z.maxLength(PX_QUESTION_ID_MAX), z.regex(/^[\w.-]+$/, 'Ungültige Fragen-ID')),
});

/** `/question/element/{id}/uuid/{uuid}`: `{id}` is an element id of the model `{uuid}`. */
export const pxQuestionElementOfModelPath = z.object({ id: elementId, uuid: z.string().check(z.uuid()) });

/** A PX question on an element: `node` present = predefined, absent = custom. */
export interface PxElementQuestion {
  readonly id: string;
  readonly text: string;
  readonly node?: string;
}

/** The questions of one element of a model (GET /px/bpmn/{uuid}). */
export interface PxElementQuestions {
  readonly elementId: string;
  readonly elementName: string;
  readonly kind: ElementKind | null;
  readonly questions: readonly PxElementQuestion[];
}

/** Every attachment of a model, grouped by element in diagram order, with the model's count. */
export interface PxModelQuestions {
  readonly count: number;
  readonly elements: readonly PxElementQuestions[];
}
