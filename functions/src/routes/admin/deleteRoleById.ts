import { deleteRole } from '../../domain/admin/roles.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

/** 409 with the specified 'Fehler beim Löschen' text while a user holds the role. */
export const handler = apiRoute('admin/deleteRoleById', { path: idPath }, async ({ identity, path }) =>
  noContentAfter(deleteRole(identity, path.id)),
);
