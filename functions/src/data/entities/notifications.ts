/** Notifications of a user in a client: what was decided on their release requests. */
import { optionalStrings, requiredStrings, tenantEntity } from './common.js';

/**
 * One notification in the tenant partition, sorted by recipient and then time: a user's list is one
 * Query on `NOTE#<userId>#` (newest first, no scan). `notificationId` sorts by time; `readAt` is set
 * once the user marks it read. Written in the same transaction as the decision it reports.
 */
export const notificationSchema = tenantEntity('notification', 'NOTE#${userId}#${notificationId}', {
  ...requiredStrings(
    'userId',
    'notificationId',
    'kind',
    'uuid',
    'fileName',
    'reviewer',
    'reviewerName',
    'createdAt',
  ),
  ...optionalStrings('comment', 'readAt'),
});
