import { TENANT_EXPORT_MESSAGES } from '@prozesspuls/shared';
import { z } from 'zod';
import { exportTenant } from '../../domain/privacy/tenantExport.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({
  id: z.coerce
    .number({ message: TENANT_EXPORT_MESSAGES.invalidClientId })
    .int(TENANT_EXPORT_MESSAGES.invalidClientId)
    .positive(TENANT_EXPORT_MESSAGES.invalidClientId),
});

/** A whole tenant as a ZIP behind a short-lived link; only the platform superuser. */
export const handler = apiRoute('getClientByIdExport', { path }, async ({ identity, path }) =>
  ok(await exportTenant(identity, path.id)),
);
