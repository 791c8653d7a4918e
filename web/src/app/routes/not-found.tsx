import { SeededStatusPage } from '@/components/layout/SeededStatusPage';

/** '/404'. */
export function Component() {
  return <SeededStatusPage code="404" />;
}
