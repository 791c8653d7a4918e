import type { QueryClient } from '@tanstack/react-query';
import { attachmentsQueryOptions } from './api/get-attachments';
import { customElementsQueryOptions } from './api/get-custom-elements';
import { elementNumbersQueryOptions } from './api/get-element-numbers';
import { linksQueryOptions } from './api/get-links';
import { modelQueryOptions } from './api/get-model';
import { shareAccessOf } from './api/share-access';

/** bpmn-js and the ProzessPuls modules: the heavy part of the modeller, as its own chunk. */
export const loadModellerLibrary = () => import('./bpmn/controller');

/**
 * Starts everything /modelEdit/{uuid} needs at once, while the route still checks the user's
 * rights and loads the page's code: the model, its numbers and links, the custom elements, the
 * elements' content flags and bpmn-js. Nothing waits for it; the page's queries pick up what has
 * arrived. The content flags are asked here too, so they arrive before the diagram is imported:
 * asked when the page mounts, the server answered them while the browser imported a large
 * diagram on the same cores, and their badges took a second pass. A failure is left to the
 * page, which asks again and shows it.
 */
export function prefetchModeller(queryClient: QueryClient, uuid: string): void {
  void queryClient.prefetchQuery(modelQueryOptions(uuid));
  void queryClient.prefetchQuery(elementNumbersQueryOptions(uuid));
  void queryClient.prefetchQuery(linksQueryOptions(uuid));
  void queryClient.prefetchQuery(customElementsQueryOptions());
  // A share-link guest is not served the content flags (the page does not ask for them either).
  if (shareAccessOf(uuid) === undefined) void queryClient.prefetchQuery(attachmentsQueryOptions(uuid));
  loadModellerLibrary().catch(() => undefined);
}
