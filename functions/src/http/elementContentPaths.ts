import * as z from 'zod/mini';

/** `{id}` of an element inside `/bpmn/{uuid}/element/{id}…`: ids are unique within one model. */
export const elementPath = z.object({
  uuid: z.string().check(z.uuid()),
  id: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** `/bpmn/{uuid}/element/{id}/document/{docId}` */
export const documentPath = z.extend(elementPath, { docId: z.string().check(z.uuid()) });
