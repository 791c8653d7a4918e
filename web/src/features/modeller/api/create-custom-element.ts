import type { CustomElement } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';

/** POST /api/customModelingEndpoint — 400/409 with the specified texts for a bad icon or a sixth element. */
export function createCustomElement(elementTitle: string, imageUrl: string): Promise<CustomElement> {
  return api('postCustomModelingEndpoint', { body: { elementTitle, imageUrl } });
}
