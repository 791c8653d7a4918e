import * as profiles from '../../domain/profiles/profiles.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { noContent } from '../../http/responses.js';

export const handler = apiRoute(
  'deleteProcessCharacteristicById',
  { path: idPath },
  async ({ identity, path }) => {
    await profiles.deleteProfile(identity, path.id);
    return noContent();
  },
);
