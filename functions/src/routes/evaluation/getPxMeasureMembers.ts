import * as measures from '../../domain/measures/measures.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The members of the client a measure can be assigned to (the dialog's 'Verantwortlich' list). */
export const handler = apiRoute('evaluation/getPxMeasureMembers', {}, async ({ identity }) =>
  ok(await measures.listMeasureMembers(identity)),
);
