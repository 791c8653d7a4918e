import type { LegalPage, LegalPageView } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { legalKeys } from './keys';

/** GET /api/legal/{page} — public: Impressum, Datenschutzerklärung or AVV. */
export function getLegalPage(page: LegalPage): Promise<LegalPageView> {
  return api('getLegalByPage', { path: { page } });
}

export function useLegalPage(page: LegalPage) {
  return useQuery({ queryKey: legalKeys.page(page), queryFn: () => getLegalPage(page) });
}
