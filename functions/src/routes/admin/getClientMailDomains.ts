import { getMailDomainSettings } from '../../domain/admin/mailDomains.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The current client's allowed mail domains for survey recipients (saved or the default). */
export const handler = apiRoute('admin/getClientMailDomains', async ({ identity }) =>
  ok(await getMailDomainSettings(identity)),
);
