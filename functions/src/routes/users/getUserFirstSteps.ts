import * as onboarding from '../../domain/onboarding/firstSteps.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('users/getUserFirstSteps', async ({ identity }) =>
  ok(await onboarding.firstStepsOf(identity)),
);
