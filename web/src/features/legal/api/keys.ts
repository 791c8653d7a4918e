import type { LegalPage } from '@prozesspuls/shared';

/** Query keys of the legal pages (one text per platform). */
export const legalKeys = {
  all: ['legal'] as const,
  page: (page: LegalPage) => [...legalKeys.all, page] as const,
};
