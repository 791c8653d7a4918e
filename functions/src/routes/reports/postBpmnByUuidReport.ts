import { z } from 'zod';
import { modelReport } from '../../domain/reports/modelReport.js';
import { apiRoute } from '../../http/apiRoute.js';
import { file } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });

/** The model's report as an A4 landscape PDF (headless Chromium). */
export const handler = apiRoute('postBpmnByUuidReport', { path }, async ({ identity, path }) => {
  const { fileName, pdf } = await modelReport(identity, path.uuid);
  return file(pdf, 'application/pdf', fileName);
});
