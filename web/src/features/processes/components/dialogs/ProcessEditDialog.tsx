import TextField from '@mui/material/TextField';
import type { FolderDetails, ProcessSummary } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshProcessLists } from '../../api/keys';
import { moveModels } from '../../api/move-models';
import { renameModel } from '../../api/rename-model';
import { pt } from '../../i18n';
import {
  canSubmitModelForm,
  MODEL_NAME_MAX,
  validateModelName,
  writableFolders,
} from '../../utils/model-form';
import { FolderSelect } from './FolderSelect';
import { ProcessFormDialog } from './ProcessFormDialog';

interface ProcessEditDialogProps {
  readonly process: ProcessSummary;
  readonly folders: readonly FolderDetails[];
  /** Whether the user owns the process; only owners rename and move. */
  readonly isOwn: boolean;
  readonly onSaved: (folderId: string) => void;
  readonly onClose: () => void;
}

/**
 * 'Prozess bearbeiten': file name and folder, both required. Name editing is hidden
 * for a process with a profile (none exists yet). Saves the name, then moves when the folder changed.
 */
export function ProcessEditDialog({ process, folders, isOwn, onSaved, onClose }: ProcessEditDialogProps) {
  const queryClient = useQueryClient();
  const offered = [
    ...folders.filter((folder) => folder.id === process.folderId),
    ...writableFolders(folders).filter((folder) => folder.id !== process.folderId),
  ];
  const [fileName, setFileName] = useState(process.fileName);
  const [folderId, setFolderId] = useState(process.folderId);
  const nameError = validateModelName(fileName);
  const changed = fileName.trim() !== process.fileName || folderId !== process.folderId;
  const showName = process.characteristic === null;

  const save = useMutation({
    mutationFn: async () => {
      if (fileName.trim() !== process.fileName) await renameModel({ uuid: process.uuid, fileName });
      if (folderId !== process.folderId) await moveModels({ folderId, uuids: [process.uuid] });
    },
    onSettled: () => refreshProcessLists(queryClient),
    onSuccess: () => onSaved(folderId),
  });

  const valid = isOwn && changed && canSubmitModelForm({ name: fileName, folderId }, offered);
  const submit = () => {
    save.mutate();
  };

  return (
    <ProcessFormDialog texts="processEdit" mutation={save} ready={valid} onSubmit={submit} onClose={onClose}>
      {showName && (
        <TextField
          autoFocus
          required
          fullWidth
          label={pt('processEdit.name')}
          value={fileName}
          onChange={(event) => setFileName(event.target.value)}
          error={nameError !== undefined}
          helperText={nameError}
          disabled={!isOwn}
          slotProps={{ htmlInput: { maxLength: MODEL_NAME_MAX } }}
        />
      )}
      <FolderSelect
        folders={offered}
        value={folderId}
        onChange={setFolderId}
        helperText={pt('processEdit.folderHint')}
        disabled={!isOwn}
      />
    </ProcessFormDialog>
  );
}
