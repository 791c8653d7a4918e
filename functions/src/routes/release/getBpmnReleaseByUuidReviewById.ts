import * as schemas from '@prozesspuls/shared';
import * as release from '../../domain/release/releases.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'release/getBpmnReleaseByUuidReviewById',
  { path: schemas.reviewPath },
  async ({ identity, path }) => ok(await release.releaseReview(identity, path.uuid, path.id)),
);
