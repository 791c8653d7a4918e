import type { ConnectedResource } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { resourcesOfTypeQueryOptions } from '@/lib/api/get-resources-of-type';

export type ResourceType = 'SYSTEM' | 'ROLE' | 'DEPARTMENT';

/** The options of one filter of the process list: value = object id, label = its shown name. */
export interface ResourceOptions {
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** Alphabetical (changelog: 'alphabetical object lists'). */
export function toResourceOptions(resources: readonly ConnectedResource[]): ResourceOptions {
  return {
    options: resources
      .map((resource) => ({ value: resource.id, label: resource.friendlyName || resource.name }))
      .sort((a, b) => a.label.localeCompare(b.label, 'de')),
  };
}

export function useResources(type: ResourceType) {
  return useQuery({ ...resourcesOfTypeQueryOptions(type), select: toResourceOptions });
}
