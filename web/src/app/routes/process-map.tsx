import { ProcessMapPage } from '@/features/profiles/components/ProcessMapPage';

/** /processMap: the process map of the client's profiles. */
export function Component() {
  return <ProcessMapPage />;
}
