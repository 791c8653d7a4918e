import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FolderDetails, ProcessSummary } from '@prozesspuls/shared';
import { useState } from 'react';
import { useMoveModels } from '../../api/move-models';
import { pt } from '../../i18n';
import { writableFolders } from '../../utils/model-form';
import { ProcessFormDialog } from './ProcessFormDialog';

interface FolderChooseDialogProps {
  readonly process: ProcessSummary;
  readonly folders: readonly FolderDetails[];
  readonly onMoved: (folderId: string) => void;
  readonly onClose: () => void;
}

/** 'In Ordner verschieben': one of the other folders the user may write to (owner only). */
export function FolderChooseDialog({ process, folders, onMoved, onClose }: FolderChooseDialogProps) {
  const targets = writableFolders(folders).filter((folder) => folder.id !== process.folderId);
  const [folderId, setFolderId] = useState('');
  const move = useMoveModels();

  const submit = () => {
    move.mutate({ folderId, uuids: [process.uuid] }, { onSuccess: () => onMoved(folderId) });
  };

  return (
    <ProcessFormDialog
      texts="folderChoose"
      width={400}
      mutation={move}
      ready={folderId !== ''}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {pt('folderChoose.hint')}
        </Typography>
        {targets.length === 0 ? (
          <Alert severity="info">{pt('folderChoose.noTarget')}</Alert>
        ) : (
          <RadioGroup
            aria-label={pt('common.folder')}
            value={folderId}
            onChange={(event) => setFolderId(event.target.value)}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              maxHeight: 320,
              overflowY: 'auto',
              flexWrap: 'nowrap',
              py: 0.5,
            }}
          >
            {targets.map((folder) => (
              <FormControlLabel
                key={folder.id}
                value={folder.id}
                control={<Radio size="small" />}
                sx={{ mx: 0, px: 1.5, py: 0.25, '&:hover': { bgcolor: 'action.hover' } }}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <FolderOutlined fontSize="small" color="action" aria-hidden />
                    <span>{folder.folderName}</span>
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
        )}
      </Stack>
    </ProcessFormDialog>
  );
}
