import { mailDomainsRequest } from '@prozesspuls/shared';
import { saveMailDomainSettings } from '../../domain/admin/mailDomains.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Saves the allowed mail domains; only a platform superuser may go beyond the users' domains. */
export const handler = apiRoute(
  'admin/putClientMailDomains',
  { body: mailDomainsRequest },
  async ({ identity, body }) => ok(await saveMailDomainSettings(identity, body)),
);
