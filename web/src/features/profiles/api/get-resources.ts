import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ApiError } from '@/lib/api-error';
import { profileKeys } from './keys';

export type ProfileResourceType = 'DEPARTMENT' | 'SYSTEM' | 'ROLE';

/** A process object as profiles show it: name and, for departments, the colour. */
export interface ProfileResource {
  readonly id: string;
  readonly name: string;
  readonly color: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function resourceOf(value: unknown): ProfileResource | null {
  if (!isRecord(value) || (typeof value.id !== 'string' && typeof value.id !== 'number')) return null;
  const name = typeof value.friendlyName === 'string' && value.friendlyName ? value.friendlyName : value.name;
  return {
    id: String(value.id),
    name: typeof name === 'string' ? name : String(value.id),
    color: typeof value.color === 'string' && value.color ? value.color : null,
  };
}

/**
 * GET /api/connectedRessource/ressourceType/{type} (issue 13 part A): the objects of one type,
 * alphabetical. Answers [] while the route still says 501.
 */
export async function getProfileResources(type: ProfileResourceType, signal?: AbortSignal) {
  try {
    const answer: unknown = await api('getConnectedRessourceRessourceTypeByType', { path: { type }, signal });
    return (Array.isArray(answer) ? answer : [])
      .map(resourceOf)
      .filter((r): r is ProfileResource => r !== null)
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 501) return [];
    throw error;
  }
}

export function useProfileResources(type: ProfileResourceType) {
  return useQuery(
    queryOptions({
      queryKey: [...profileKeys.all, 'resources', type] as const,
      queryFn: ({ signal }) => getProfileResources(type, signal),
      staleTime: 60_000,
    }),
  );
}
