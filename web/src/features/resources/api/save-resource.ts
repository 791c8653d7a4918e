import type { ConnectedResource, ResourceType } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';

export interface ResourceInput {
  readonly id?: string;
  readonly type: ResourceType;
  readonly name: string;
  readonly description?: string;
  readonly color?: string;
}

/** POST /api/connectedRessource (new) or PUT /api/connectedRessource (with id). */
export function saveResource(input: ResourceInput): Promise<ConnectedResource> {
  const fields = {
    type: input.type,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.color ? { color: input.color } : {}),
  };
  return input.id
    ? api('putConnectedRessource', { body: { id: input.id, ...fields } })
    : api('postConnectedRessource', { body: fields });
}

export function useSaveResource() {
  return useInvalidatingMutation(saveResource, queryKeys.resources.all);
}
