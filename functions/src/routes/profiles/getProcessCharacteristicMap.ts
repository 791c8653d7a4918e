import { processMap } from '../../domain/profiles/processMap.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('profiles/getProcessCharacteristicMap', {}, async ({ identity }) =>
  ok(await processMap(identity)),
);
