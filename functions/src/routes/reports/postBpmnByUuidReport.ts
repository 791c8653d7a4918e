import middy from '@middy/core';
import { z } from 'zod';
import { modelReport } from '../../domain/reports/modelReport.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, file } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';

const path = z.object({ uuid: z.string().uuid() });

/** The model's report as an A4 landscape PDF (headless Chromium). */
export const handler = middy<ApiEvent<unknown, z.infer<typeof path>>, ApiResult>()
  .use(identity('postBpmnByUuidReport'))
  .use(input({ path }))
  .use(errors())
  .handler(async (event) => {
    const { fileName, pdf } = await modelReport(event.identity, event.input.path.uuid);
    return file(pdf, 'application/pdf', fileName);
  });
