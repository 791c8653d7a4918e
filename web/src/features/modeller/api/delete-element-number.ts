import { api } from '@/lib/api/call';

/** DELETE /api/elementNumber/element/{elementId}?uuid={uuid} — the element lost its number (or was deleted). */
export function deleteElementNumber(uuid: string, elementId: string): Promise<void> {
  return api('deleteElementNumberElementById', { path: { id: elementId }, query: { uuid } });
}
