import * as schemas from '@prozesspuls/shared';
import * as tickets from '../../domain/help/tickets.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** The platform support answers a ticket's reporter by mail. */
export const handler = apiRoute(
  'users/postHelpTicketByIdReply',
  { body: schemas.replyTicketRequest, path: idPath },
  async ({ identity, body, path }) => ok(await tickets.replyToTicket(identity, path.id, body, new Date())),
);
