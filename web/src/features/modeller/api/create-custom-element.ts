import type { CustomElement } from '@prozesspuls/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/customModelingEndpoint — 400/409 with the seed's texts for a bad icon or a sixth element. */
export function createCustomElement(elementTitle: string, imageUrl: string): Promise<CustomElement> {
  return apiRequest<CustomElement>('/customModelingEndpoint', {
    method: 'POST',
    json: { elementTitle, imageUrl },
  });
}
