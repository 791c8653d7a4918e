import type { QueryClient } from '@tanstack/react-query';
import { customElementsQueryOptions } from './api/get-custom-elements';
import { elementNumbersQueryOptions } from './api/get-element-numbers';
import { linksQueryOptions } from './api/get-links';
import { modelQueryOptions } from './api/get-model';

/** bpmn-js and the ProzessPuls modules: the heavy part of the modeller, as its own chunk. */
export const loadModellerLibrary = () => import('./bpmn/controller');

/**
 * Starts everything /modelEdit/{uuid} needs at once, while the route still checks the user's
 * rights and loads the page's code: the model, its numbers and links, the custom elements and
 * bpmn-js. Nothing waits for it; the page's queries pick up what has arrived. A failure is
 * left to the page, which asks again and shows it.
 */
export function prefetchModeller(queryClient: QueryClient, uuid: string): void {
  void queryClient.prefetchQuery(modelQueryOptions(uuid));
  void queryClient.prefetchQuery(elementNumbersQueryOptions(uuid));
  void queryClient.prefetchQuery(linksQueryOptions(uuid));
  void queryClient.prefetchQuery(customElementsQueryOptions());
  loadModellerLibrary().catch(() => undefined);
}
