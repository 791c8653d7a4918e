import * as z from 'zod';

/** `{id}` of an element inside `/bpmn/{uuid}/element/{id}…`: ids are unique within one model. */
export const elementPath = z.object({ uuid: z.string().uuid(), id: z.string().min(1).max(200) });

/** `/bpmn/{uuid}/element/{id}/document/{docId}` */
export const documentPath = elementPath.extend({ docId: z.string().uuid() });
