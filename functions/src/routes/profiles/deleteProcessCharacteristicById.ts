import * as profiles from '../../domain/profiles/profiles.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute(
  'profiles/deleteProcessCharacteristicById',
  { path: idPath },
  ({ identity, path }) => noContentAfter(profiles.deleteProfile(identity, path.id)),
);
