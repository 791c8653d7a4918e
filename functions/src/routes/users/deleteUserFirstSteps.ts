import * as onboarding from '../../domain/onboarding/firstSteps.js';
import { apiRoute } from '../../http/apiRoute.js';

export const handler = apiRoute('users/deleteUserFirstSteps', async ({ identity }) =>
  onboarding.hideFirstSteps(identity),
);
