import type {
  AssessmentValue,
  RoleAssessment,
  RoleCharacteristic,
  RoleCharacteristicType,
} from '@prozesspuls/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

export interface RoleProfile {
  readonly characteristics: RoleCharacteristic[];
  readonly assessments: RoleAssessment[];
}

/** GET /api/connectedRessource/role/characteristic?roleId= and …/assessment/{roleId}. */
export async function getRoleProfile(roleId: string, signal?: AbortSignal): Promise<RoleProfile> {
  const [characteristics, assessments] = await Promise.all([
    api('getConnectedRessourceRoleCharacteristic', { query: { roleId }, signal }),
    api('getConnectedRessourceRoleCharacteristicAssessmentById', { path: { id: roleId }, signal }),
  ]);
  return { characteristics, assessments };
}

export function useRoleProfile(roleId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.resources.role(roleId),
      queryFn: ({ signal }) => getRoleProfile(roleId, signal),
    }),
  );
}

/** POST /api/connectedRessource/role/characteristic/descriptor */
export function useAddDescriptor(roleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: RoleCharacteristicType; name: string }) =>
      api('postConnectedRessourceRoleCharacteristicDescriptor', { body: { roleId, ...input } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.resources.role(roleId) }),
  });
}

/** POST /api/connectedRessource/role/characteristic/assessment/{roleId} */
export function useAddAssessment(roleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { description: string; values: ReadonlyMap<string, AssessmentValue> }) =>
      api('postConnectedRessourceRoleCharacteristicAssessmentById', {
        path: { id: roleId },
        body: {
          ...(input.description.trim() ? { description: input.description.trim() } : {}),
          assessmentValues: [...input.values].map(([roleDescriptor, assessmentValue]) => ({
            roleDescriptor,
            assessmentValue,
          })),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.resources.role(roleId) }),
  });
}
