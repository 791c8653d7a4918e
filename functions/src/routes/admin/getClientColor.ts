import { type ClientColor, primaryColorOf } from '@prozesspuls/shared';
import { clientBranding } from '../../domain/users/userDetails.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('admin/getClientColor', async ({ identity }) => {
  const { identityColor } = await clientBranding(identity.clientId);
  const answer: ClientColor = { color: primaryColorOf(identityColor) };
  return ok(answer);
});
