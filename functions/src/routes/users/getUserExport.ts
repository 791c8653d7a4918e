import { exportPersonalData } from '../../domain/privacy/personalDataExport.js';
import { apiRoute } from '../../http/apiRoute.js';
import { file, ok } from '../../http/responses.js';

/**
 * Art. 15/20 DSGVO: the caller's own data as a ZIP of JSON files; one too large for a Lambda
 * answer comes as `{ url }`, a short-lived download link.
 */
export const handler = apiRoute('users/getUserExport', async ({ identity }) => {
  const result = await exportPersonalData(identity);
  return result.kind === 'inline'
    ? file(result.zip, 'application/zip', result.fileName)
    : ok({ url: result.url });
});
