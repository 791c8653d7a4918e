import { surveyRecipientDomains } from '../../domain/admin/mailDomains.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Per survey of the current client, its current round's recipients per mail domain (no addresses). */
export const handler = apiRoute('admin/getClientSurveyRecipientDomains', async ({ identity }) =>
  ok(await surveyRecipientDomains(identity)),
);
