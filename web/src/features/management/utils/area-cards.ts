export type ManagementArea = 'users' | 'roles' | 'clients' | 'tickets';

const AREAS: readonly ManagementArea[] = ['users', 'roles', 'clients', 'tickets'];

/**
 * The cards of /management: users, roles and the help centre's support tickets (the
 * own client's, all for superusers) for every admin, clients only for superusers.
 */
export function visibleAreas(isSuperuser: boolean): readonly ManagementArea[] {
  return AREAS.filter((area) => area !== 'clients' || isSuperuser);
}
