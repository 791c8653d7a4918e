import { usersWhoMayOpenModels } from '@/lib/users';
import { useRoles } from '../api/get-roles';
import { useUsers } from '../api/get-users';

/**
 * The users of the client and those of them who could open a model shared with them:
 * the share dialog offers only these, by the rule the server enforces.
 */
export function useEligibleUsers() {
  const users = useUsers();
  const roles = useRoles();
  const eligible = users.data && roles.data ? usersWhoMayOpenModels(users.data, roles.data) : undefined;
  return {
    users: users.data,
    eligible,
    isPending: users.isPending || roles.isPending,
    error: users.error ?? roles.error,
    refetch: () => Promise.all([users.refetch(), roles.refetch()]),
  };
}
