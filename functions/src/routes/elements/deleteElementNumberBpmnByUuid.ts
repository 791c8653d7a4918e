import { z } from 'zod';
import * as numbers from '../../domain/modeller/elementNumbers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = apiRoute('deleteElementNumberBpmnByUuid', { path }, async ({ identity, path }) => {
  await numbers.deleteNumbersOfModel(identity, path.uuid);
  return noContent();
});
