import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { shareCall } from './share-access';

/**
 * GET /api/share/{token}/information — checks the link before the modeller opens: a revoked link
 * answers 404, an expired one 410, each with its German message.
 */
export function useShareInformation(uuid: string, token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['share', 'information', uuid, token] as const,
      queryFn: ({ signal }) => {
        const shared = shareCall(uuid);
        if (!shared) throw new Error('share link not opened');
        return api('getShareByTokenInformation', { ...shared, signal });
      },
      retry: false,
      staleTime: 0,
      gcTime: 0,
    }),
  );
}
