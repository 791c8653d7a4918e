/** Query keys of the notification area. */
export const notificationKeys = {
  mine: () => ['notifications', 'mine'] as const,
};
