import * as tickets from '../../domain/help/tickets.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** A short-lived link to a ticket's screenshot, for whoever may see the ticket. */
export const handler = apiRoute(
  'users/getHelpTicketByIdScreenshot',
  { path: idPath },
  async ({ identity, path }) => ok(await tickets.ticketScreenshotLink(identity, path.id)),
);
