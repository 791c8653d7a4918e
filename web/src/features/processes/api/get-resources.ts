import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ApiError } from '@/lib/api-error';
import { processKeys } from './keys';

export type ResourceType = 'SYSTEM' | 'ROLE' | 'DEPARTMENT';

/** A process object (seed 000 §3 'Connected resource'), as far as the filter needs it. */
export interface ConnectedResource {
  readonly id: string | number;
  readonly name: string;
  readonly friendlyName?: string | null;
  readonly type: string;
}

/** The options of one filter: `available` is false while the process objects do not exist yet. */
export interface ResourceOptions {
  readonly available: boolean;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/**
 * GET /api/connectedRessource/ressourceType/{type}. Process objects arrive with a later issue;
 * until then the call answers 501 'Noch nicht verfügbar', which means "no options yet".
 */
export async function getResources(type: ResourceType, signal?: AbortSignal): Promise<ResourceOptions> {
  try {
    const resources = (await await api('getConnectedRessourceRessourceTypeByType', {
      path: { type },
      signal,
    })) as ConnectedResource[];
    return {
      available: true,
      // Alphabetical (changelog: 'alphabetical object lists').
      options: resources
        .map((resource) => ({ value: String(resource.id), label: resource.friendlyName || resource.name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'de')),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 501) return { available: false, options: [] };
    throw error;
  }
}

export function resourcesQueryOptions(type: ResourceType) {
  return queryOptions({
    queryKey: processKeys.resources(type),
    queryFn: ({ signal }) => getResources(type, signal),
    staleTime: 5 * 60_000,
  });
}

export function useResources(type: ResourceType) {
  return useQuery(resourcesQueryOptions(type));
}
