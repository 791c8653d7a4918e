import { apiRequest } from '@/lib/api-client';

/** DELETE /api/customModelingEndpoint/{id} */
export function deleteCustomElement(id: string): Promise<void> {
  return apiRequest<void>(`/customModelingEndpoint/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
