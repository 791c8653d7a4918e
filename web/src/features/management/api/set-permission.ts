import type { Permission, RoleDetails } from '@prozesspuls/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { withPermission } from '../utils/role-form';
import { managementKeys } from './keys';

export const SET_PERMISSION_KEY = [...managementKeys.all, 'setPermission'] as const;

export interface SetPermissionInput {
  readonly roleId: string;
  readonly name: string;
  readonly granted: boolean;
}

/** POST /api/permission — sets one flag of one role; answers the updated role. */
export function setPermission(input: SetPermissionInput): Promise<RoleDetails> {
  // The name comes from GET /permission (typed as a string there); the server rejects unknown names.
  return api('postPermission', { body: { ...input, name: input.name as Permission } });
}

/**
 * The switch moves at once; a failure puts it back. Only the toggled flag is taken from the
 * answer, so quick toggles of other switches of the same role are not undone by an earlier reply.
 */
export function useSetPermission(options: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  const key = queryKeys.roles.list();
  const setFlag = (roleId: string, name: string, granted: boolean) =>
    queryClient.setQueryData<RoleDetails[]>(key, (roles) =>
      roles ? withPermission(roles, roleId, name, granted) : roles,
    );
  return useMutation({
    mutationKey: SET_PERMISSION_KEY,
    mutationFn: setPermission,
    onMutate: async ({ roleId, name, granted }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setFlag(roleId, name, granted);
    },
    onError: (error, { roleId, name, granted }) => {
      setFlag(roleId, name, !granted);
      options.onError?.(error);
    },
    onSuccess: (role, { roleId, name, granted }) => {
      setFlag(roleId, name, role.permissions?.[name] ?? granted);
    },
  });
}

/** The switches whose change is on its way, as 'roleId/name'; each stays disabled until answered. */
export function usePendingPermissions(): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: SET_PERMISSION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as SetPermissionInput | undefined,
  });
  return new Set(pending.flatMap((input) => (input ? [`${input.roleId}/${input.name}`] : [])));
}
