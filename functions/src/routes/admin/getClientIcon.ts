import type { ClientIcon } from '@prozesspuls/shared';
import { clientBranding } from '../../domain/users/userDetails.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('admin/getClientIcon', async ({ identity }) => {
  const { imageUrl } = await clientBranding(identity.clientId);
  const answer: ClientIcon = { imageUrl: imageUrl ?? null };
  return ok(answer);
});
