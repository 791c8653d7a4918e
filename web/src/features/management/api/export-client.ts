import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

/**
 * GET /api/client/{id}/export — a whole tenant as a ZIP (platform superuser): the server stores
 * it and answers a short-lived link, which the browser follows to download it.
 */
export async function exportClient(clientId: number): Promise<void> {
  const { url } = await api('getClientByIdExport', { path: { id: String(clientId) } });
  window.location.assign(url);
}

export function useExportClient() {
  return useMutation({ mutationFn: exportClient });
}
