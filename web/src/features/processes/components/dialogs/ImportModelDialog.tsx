import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FolderDetails } from '@prozesspuls/shared';
import { useRef, useState } from 'react';
import { dashedOutline } from '@/components/layout/dashed-outline';
import { isRepairableImport, useImportModel } from '../../api/import-model';
import { pt } from '../../i18n';
import { canSubmitImport, checkImportFile } from '../../utils/import-file';
import { preselectedFolder, writableFolders } from '../../utils/model-form';
import { WritableFolderSelect } from './FolderSelect';
import { ProcessFormDialog } from './ProcessFormDialog';

interface ImportModelDialogProps {
  readonly folders: readonly FolderDetails[];
  readonly onImported: (uuid: string) => void;
  readonly onClose: () => void;
}

/**
 * 'Prozessmodell importieren': a .bpmn file (checked in the browser, then validated by the server,
 * which refuses broken files with a German message) and a folder with write permission.
 */
export function ImportModelDialog({ folders, onImported, onClose }: ImportModelDialogProps) {
  const offered = writableFolders(folders);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [folderId, setFolderId] = useState(() => preselectedFolder(offered));
  const importModel = useImportModel();
  const check = file ? checkImportFile(file) : null;
  const valid = canSubmitImport(file, folderId) && offered.some((folder) => folder.id === folderId);

  const submit = (dropDanglingReferences = false) => {
    if (!file) return;
    importModel.mutate(
      { file, folderId, dropDanglingReferences },
      { onSuccess: ({ uuid }) => onImported(uuid) },
    );
  };

  return (
    <ProcessFormDialog
      texts="import"
      mutation={importModel}
      ready={valid}
      onSubmit={() => submit()}
      onClose={onClose}
      errorAction={
        isRepairableImport(importModel.error) && (
          <Button color="inherit" size="small" onClick={() => submit(true)} disabled={importModel.isPending}>
            {pt('import.dropDanglingReferences')}
          </Button>
        )
      }
    >
      <Box
        sx={{
          ...dashedOutline(check && !check.ok ? 'error.main' : false),
          borderRadius: 2,
          p: 2.5,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => input.current?.click()}
          disabled={importModel.isPending}
        >
          {pt('import.chooseFile')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".bpmn"
          aria-label={pt('import.fileLabel')}
          hidden
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            importModel.reset();
            event.target.value = '';
          }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {file && <DescriptionOutlined color="action" aria-hidden />}
          <Typography color={file ? 'text.primary' : 'text.secondary'} noWrap data-testid="import-file-name">
            {file ? file.name : pt('import.noFile')}
          </Typography>
        </Stack>
      </Box>
      {check && !check.ok ? (
        <Alert severity="error">{check.message}</Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {pt('import.nameHint')}
        </Typography>
      )}
      <WritableFolderSelect folders={offered} value={folderId} onChange={setFolderId} />
    </ProcessFormDialog>
  );
}
