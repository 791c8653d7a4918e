import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshProcessLists } from './keys';

/**
 * POST /api/bpmn/upload, multipart with `uploadedFile` and `folderId` → 201 { uuid }, or 400
 * with the server's German message when the file is no valid BPMN 2.0 model.
 */
export function importModel({ file, folderId }: { file: File; folderId: string }): Promise<{ uuid: string }> {
  const form = new FormData();
  form.append('folderId', folderId);
  form.append('uploadedFile', file, file.name);
  return api('postBpmnUpload', { body: form });
}

export function useImportModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importModel, onSuccess: () => refreshProcessLists(queryClient) });
}
