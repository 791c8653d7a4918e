import { MSG } from '@prozesspuls/shared';
import { apiRoute } from '../http/apiRoute.js';
import { apiError } from '../http/errors.js';
import { BY_ROUTE_KEY } from '../http/routeByRouteKey.js';

/**
 * Every route whose issue has not landed yet: the same 401/403 as the real route would give,
 * then an honest 501 'Noch nicht verfügbar'.
 */
export const handler = apiRoute(BY_ROUTE_KEY, async () => {
  throw apiError(501, MSG.notYetAvailable);
});
