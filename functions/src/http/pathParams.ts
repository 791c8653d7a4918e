import { TENANT_EXPORT_MESSAGES } from '@prozesspuls/shared';
import * as z from 'zod/mini';

/** `{uuid}` of a model (every `/bpmn/{uuid}…` route). */
export const modelPath = z.object({ uuid: z.string().check(z.uuid()) });

/** `{id}` of a folder, role or custom element: a short opaque id. */
export const idPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** The id of a diagram element (a BPMN id): unique only within its model. */
const bpmnElementId = z.string().check(z.minLength(1), z.maxLength(200));

/**
 * `{id}` of a diagram element alone; element ids are unique only within a model, so the model
 * comes along as `?uuid=` (modelQuery).
 */
export const elementIdPath = z.object({ id: bpmnElementId });

/** `?uuid=` of the model a route's element belongs to. */
export const modelQuery = z.object({ uuid: z.string().check(z.uuid()) });

/** `{uuid}` of a model and `{id}` of one of its diagram elements. */
export const modelElementPath = z.extend(modelPath, { id: bpmnElementId });

/** `{uuid}` of a model and `{elementId}` of one of its diagram elements. */
export const modelElementIdPath = z.extend(modelPath, { elementId: bpmnElementId });

/** `/bpmn/{uuid}/element/{id}/document/{docId}` */
export const documentPath = z.extend(modelElementPath, { docId: z.string().check(z.uuid()) });

/** `{uuid}` of a model and `{hash}` of one of its history commits (SHA-256, lower-case hex). */
export const historyCommitPath = z.extend(modelPath, { hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)) });

/** The diagram element a `{uuid}`/`{id}` path names, as the domain takes it (`ModelElement`). */
export const elementOfPath = (path: { readonly uuid: string; readonly id: string }) => ({
  uuid: path.uuid,
  elementId: path.id,
});

/** `{id}` of a client (tenant), as the platform superuser's client routes take it. */
export const clientIdPath = z.object({
  id: z.coerce
    .number({ message: TENANT_EXPORT_MESSAGES.invalidClientId })
    .check(z.int(TENANT_EXPORT_MESSAGES.invalidClientId), z.positive(TENANT_EXPORT_MESSAGES.invalidClientId)),
});
