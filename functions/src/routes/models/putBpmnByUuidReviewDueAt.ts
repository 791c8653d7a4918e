import { reviewDueAtRequest } from '@prozesspuls/shared';
import { setReviewDueAt } from '../../domain/release/reviewDate.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** Sets the next review date ('YYYY-MM-DD', null: the default); answers the date now in force. */
export const handler = apiRoute(
  'models/putBpmnByUuidReviewDueAt',
  { body: reviewDueAtRequest, path: modelPath },
  async ({ identity, body, path }) => ok(await setReviewDueAt(identity, path.uuid, body.reviewDueAt)),
);
