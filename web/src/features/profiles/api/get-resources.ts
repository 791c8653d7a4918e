import type { ConnectedResource } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { resourcesOfTypeQueryOptions } from '@/lib/api/get-resources-of-type';

export type ProfileResourceType = 'DEPARTMENT' | 'SYSTEM' | 'ROLE';

/** A process object as profiles show it: name and, for departments, the colour. */
export interface ProfileResource {
  readonly id: string;
  readonly name: string;
  readonly color: string | null;
}

/** The objects of one type, alphabetical by their shown name. */
export function toProfileResources(resources: readonly ConnectedResource[]): ProfileResource[] {
  return resources
    .map((resource) => ({
      id: resource.id,
      name: resource.friendlyName || resource.name,
      color: resource.color || null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export function useProfileResources(type: ProfileResourceType) {
  return useQuery({ ...resourcesOfTypeQueryOptions(type), select: toProfileResources });
}
