import { modelReport } from '../../domain/reports/modelReport.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { pdfDownload } from '../../http/responses.js';

/** The model's report as an A4 landscape PDF (headless Chromium). */
export const handler = apiRoute(
  'reports/postBpmnByUuidReport',
  { path: modelPath },
  async ({ identity, path }) => pdfDownload(await modelReport(identity, path.uuid)),
);
