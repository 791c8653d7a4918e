import { listClients } from '../../domain/admin/clients.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('admin/getClient', async ({ identity }) => ok(await listClients(identity)));
