import * as tickets from '../../domain/help/tickets.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The support tickets: all for the platform superuser, the own client's for a tenant admin. */
export const handler = apiRoute('users/getHelpTicket', async ({ identity }) =>
  ok(await tickets.listTickets(identity)),
);
