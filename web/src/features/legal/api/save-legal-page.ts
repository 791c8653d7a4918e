import type { LegalPage, LegalPageView } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { legalKeys } from './keys';

/** PUT /api/legal/{page} — the platform superuser saves the text (403 for everybody else). */
export function saveLegalPage({ page, text }: { page: LegalPage; text: string }): Promise<LegalPageView> {
  return api('putLegalByPage', { path: { page }, body: { text } });
}

export function useSaveLegalPage() {
  return useCacheUpdatingMutation(saveLegalPage, (queryClient, saved) =>
    queryClient.setQueryData(legalKeys.page(saved.page), saved),
  );
}
