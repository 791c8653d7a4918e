import { SeededStatusPage } from '@/components/layout/SeededStatusPage';

/** '/404' (seed 002 §8). */
export function Component() {
  return <SeededStatusPage code="404" />;
}
