/** The client selector is disabled when the user has one client or fewer. */
export function canSwitchClient(clients: readonly unknown[]): boolean {
  return clients.length > 1;
}
