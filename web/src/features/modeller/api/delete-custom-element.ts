import { api } from '@/lib/api/call';

/** DELETE /api/customModelingEndpoint/{id} */
export function deleteCustomElement(id: string): Promise<void> {
  return api('deleteCustomModelingEndpointById', { path: { id } });
}
