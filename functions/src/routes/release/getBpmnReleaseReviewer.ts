import * as release from '../../domain/release/releases.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('release/getBpmnReleaseReviewer', {}, async ({ identity }) =>
  ok(await release.reviewTasksOf(identity)),
);
