import { z } from 'zod';
import { deleteRole } from '../../domain/admin/roles.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

const path = z.object({ id: z.string().min(1).max(64) });

/** 409 with the seed's 'Fehler beim Löschen' text while a user holds the role. */
export const handler = apiRoute('deleteRoleById', { path }, async ({ identity, path }) => {
  await deleteRole(identity, path.id);
  return noContent();
});
