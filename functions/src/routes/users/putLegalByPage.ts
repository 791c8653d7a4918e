import { legalPagePath, legalPageRequest } from '@prozesspuls/shared';
import { saveLegalPage } from '../../domain/privacy/legalPages.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The platform superuser saves the text of a legal page (403 for everybody else). */
export const handler = apiRoute(
  'users/putLegalByPage',
  { path: legalPagePath, body: legalPageRequest },
  async ({ identity, path, body }) => ok(await saveLegalPage(identity, path.page, body)),
);
