import * as schemas from '@prozesspuls/shared';
import * as tickets from '../../domain/help/tickets.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** The platform support sets a ticket's state. */
export const handler = apiRoute(
  'users/putHelpTicketById',
  { body: schemas.updateTicketRequest, path: idPath },
  async ({ identity, body, path }) =>
    ok(await tickets.setTicketState(identity, path.id, body.state, new Date())),
);
