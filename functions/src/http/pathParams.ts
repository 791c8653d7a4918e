import { TENANT_EXPORT_MESSAGES } from '@prozesspuls/shared';
import * as z from 'zod/mini';

/** `{uuid}` of a model (every `/bpmn/{uuid}…` route). */
export const modelPath = z.object({ uuid: z.string().check(z.uuid()) });

/** `{id}` of a folder, role or custom element: a short opaque id. */
export const idPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** `{uuid}` of a model and `{id}` of one of its diagram elements (a BPMN id). */
export const modelElementPath = z.object({
  uuid: z.string().check(z.uuid()),
  id: z.string().check(z.minLength(1), z.maxLength(200)),
});

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
