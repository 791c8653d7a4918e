import { legalPagePath } from '@prozesspuls/shared';
import { legalPage } from '../../domain/privacy/legalPages.js';
import { publicRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Public: Impressum, Datenschutzerklärung or AVV as plain text. */
export const handler = publicRoute('users/getLegalByPage', { path: legalPagePath }, async ({ path }) =>
  ok(await legalPage(path.page)),
);
