import { anonymitySettingsRequest } from '@prozesspuls/shared';
import { raiseAnonymitySettings } from '../../domain/evaluation/anonymitySettings.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'evaluation/putPxEvaluationSettings',
  { body: anonymitySettingsRequest },
  async ({ identity, body }) => ok(await raiseAnonymitySettings(identity, body)),
);
