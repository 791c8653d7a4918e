import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as links from '../../domain/modeller/subprocessLinks.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = apiRoute(
  'postBpmnByUuidLink',
  { body: schemas.linkRequest, path },
  async ({ identity, body, path }) => {
    await links.setLink(identity, path.uuid, body.elementId, body.linkedUuid);
    return noContent();
  },
);
