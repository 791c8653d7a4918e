export type ManagementArea = 'users' | 'roles' | 'clients';

const AREAS: readonly ManagementArea[] = ['users', 'roles', 'clients'];

/** The cards of /management: users and roles for every admin, clients only for superusers (seed 001 §2). */
export function visibleAreas(isSuperuser: boolean): readonly ManagementArea[] {
  return AREAS.filter((area) => area !== 'clients' || isSuperuser);
}
