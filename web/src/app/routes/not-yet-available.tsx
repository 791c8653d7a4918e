import { NotYetAvailable } from '@/components/layout/NotYetAvailable';
import { useRouteTitle } from '../use-route-title';

/** Every area that is not built yet: its name and 'Noch nicht verfügbar', inside the shell. */
export function Component() {
  return <NotYetAvailable title={useRouteTitle() ?? ''} />;
}
