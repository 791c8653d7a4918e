import type { ElementNumber } from '@prozesspuls/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/elementNumber assigns a free number (409 'Diese Nummer wird bereits verwendet!' when
 * taken); PUT assigns it after the user confirmed renumbering the following elements. Both answer
 * every number that changed.
 */
export function assignElementNumber(
  uuidModel: string,
  elementId: string,
  number: string,
  renumber: boolean,
): Promise<ElementNumber[]> {
  return apiRequest<ElementNumber[]>('/elementNumber', {
    method: renumber ? 'PUT' : 'POST',
    json: { number, uuidModel, elementId },
  });
}
