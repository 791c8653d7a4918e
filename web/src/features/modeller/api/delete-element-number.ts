import { apiRequest } from '@/lib/api-client';

/** DELETE /api/elementNumber/element/{elementId}?uuid={uuid} — the element lost its number (or was deleted). */
export function deleteElementNumber(uuid: string, elementId: string): Promise<void> {
  return apiRequest<void>(
    `/elementNumber/element/${encodeURIComponent(elementId)}?uuid=${encodeURIComponent(uuid)}`,
    { method: 'DELETE' },
  );
}
