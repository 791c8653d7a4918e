import * as schemas from '@prozesspuls/shared';
import * as tickets from '../../domain/help/tickets.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** A member's bug report from the help centre: stored with its number, mailed to support and reporter. */
export const handler = apiRoute(
  'users/postHelpTicket',
  { body: schemas.createTicketRequest },
  async ({ identity, body }) => ok(await tickets.createTicket(identity, body, new Date()), 201),
);
