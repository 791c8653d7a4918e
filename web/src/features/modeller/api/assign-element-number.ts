import type { ElementNumber } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';

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
  return api(renumber ? 'putElementNumber' : 'postElementNumber', { body: { number, uuidModel, elementId } });
}
