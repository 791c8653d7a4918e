import { useMutation } from '@tanstack/react-query';
import { routeUrl } from '@/lib/api/call';
import { getFile } from '@/lib/api/get-file';
import { downloadBlob } from '@/lib/download';

export const MY_DATA_FILE_NAME = 'prozesspuls-meine-daten.zip';

/** GET /api/user/export — all personal data about the signed-in user (Art. 15/20 DSGVO), as a ZIP. */
export async function downloadMyData(): Promise<void> {
  const answer = await getFile(await routeUrl('getUserExport'));
  if (answer.kind === 'blob') downloadBlob(MY_DATA_FILE_NAME, answer.blob);
  else window.location.assign(answer.url);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
