import { worksCouncilSettingsRequest } from '@prozesspuls/shared';
import { setWorksCouncilSettings } from '../../domain/worksCouncil/worksCouncil.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** A tenant administrator switches the works council's approval of questionnaires on or off. */
export const handler = apiRoute(
  'evaluation/putPxEvaluationWorksCouncil',
  { body: worksCouncilSettingsRequest },
  async ({ identity, body }) => ok(await setWorksCouncilSettings(identity, body)),
);
