import * as notifications from '../../domain/notifications/notifications.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('users/getUserNotifications', async ({ identity }) =>
  ok(await notifications.myNotifications(identity)),
);
