import * as schemas from '@prozesspuls/shared';
import * as notifications from '../../domain/notifications/notifications.js';
import { apiRoute } from '../../http/apiRoute.js';

export const handler = apiRoute(
  'users/putUserNotificationsByIdRead',
  { path: schemas.notificationIdPath },
  async ({ identity, path }) => notifications.markNotificationRead(identity, path.id),
);
