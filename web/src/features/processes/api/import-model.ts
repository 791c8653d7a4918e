import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ApiError } from '@/lib/api-error';
import { refreshProcessLists } from './keys';

export interface ImportModelInput {
  readonly file: File;
  readonly folderId: string;
  /** Import without the references to missing ids that a refused import named. */
  readonly dropDanglingReferences?: boolean;
}

/**
 * POST /api/bpmn/upload, multipart with `uploadedFile` and `folderId` → 201 { uuid }, or 400
 * with the server's German message when the file is no valid BPMN 2.0 model (with
 * `repairable: 'danglingReferences'` when only references to missing ids are wrong).
 */
export function importModel({
  file,
  folderId,
  dropDanglingReferences,
}: ImportModelInput): Promise<{ uuid: string }> {
  const form = new FormData();
  form.append('folderId', folderId);
  if (dropDanglingReferences) form.append('dropDanglingReferences', 'true');
  form.append('uploadedFile', file, file.name);
  return api('postBpmnUpload', { body: form });
}

export function useImportModel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importModel, onSuccess: () => refreshProcessLists(queryClient) });
}

/** The refused import can be repaired by dropping its references to missing ids. */
export function isRepairableImport(error: unknown): boolean {
  return error instanceof ApiError && error.details.repairable === 'danglingReferences';
}
