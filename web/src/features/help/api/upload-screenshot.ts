import { api } from '@/lib/api/call';

/**
 * The screenshot's way to S3 (the document upload path, docs/documents.md): POST /api/help/screenshot
 * for a presigned PUT of exactly the file's size, then the bytes straight to S3. Answers the id the
 * ticket names; the server checks size and type when the ticket is sent.
 */
export async function uploadScreenshot(file: File): Promise<string> {
  const { screenshotId, uploadUrl } = await api('postHelpScreenshot', {
    body: { fileName: file.name, size: file.size },
  });
  const response = await fetch(uploadUrl, { method: 'PUT', body: file });
  if (!response.ok) throw new Error('Der Screenshot konnte nicht hochgeladen werden.');
  return screenshotId;
}
