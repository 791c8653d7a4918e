import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { messageOf } from '@/lib/api-error';
import { modelQueryOptions } from '../../api/get-model';
import { useModels } from '../../api/get-models';
import { mt } from '../../i18n';
import { linkCandidates } from '../../utils/subprocess';
import { FullScreenDialog } from './FullScreenDialog';
import { PickerList } from './PickerList';
import { PreviewPane } from './PreviewPane';

interface LinkSubprocessDialogProps {
  readonly currentUuid: string;
  readonly linkedUuid: string | undefined;
  readonly onLink: (model: { uuid: string; fileName: string }) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * Links a subprocess to another model of the client: a searchable list (the current model is not
 * offered) and a read-only preview of the chosen one (full screen with preview).
 */
export function LinkSubprocessDialog({
  currentUuid,
  linkedUuid,
  onLink,
  onClose,
}: LinkSubprocessDialogProps) {
  const models = useModels(true);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(linkedUuid ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const candidates = useMemo(
    () => linkCandidates(models.data ?? [], currentUuid, search),
    [models.data, currentUuid, search],
  );
  const preview = useQuery({ ...modelQueryOptions(chosen ?? ''), enabled: chosen !== null, gcTime: 60_000 });
  const chosenModel = (models.data ?? []).find((model) => model.uuid === chosen);
  const chosenPreview =
    chosen === null
      ? null
      : { xml: preview.data?.diagramXML, name: chosenModel?.fileName ?? '', loading: preview.isPending };

  const link = async () => {
    if (!chosenModel) return;
    setBusy(true);
    setError(null);
    try {
      await onLink({ uuid: chosenModel.uuid, fileName: chosenModel.fileName });
    } catch (failure) {
      setError(messageOf(failure, mt('subprocess.failed')));
      setBusy(false);
    }
  };

  return (
    <FullScreenDialog
      title={mt('subprocess.dialogTitle')}
      onClose={onClose}
      busy={busy}
      actions={
        <Button
          variant="contained"
          disabled={!chosenModel || busy}
          onClick={() => void link()}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {mt('subprocess.confirm')}
        </Button>
      }
    >
      <Stack direction="row" spacing={2} sx={{ flex: 1, minHeight: 0, p: 2 }}>
        <PickerList
          query={models}
          empty={models.isSuccess && candidates.length === 0}
          emptyText={mt('subprocess.empty')}
          listLabel={mt('subprocess.listLabel')}
          width={360}
          dense
          header={
            <Box sx={{ p: 2, pb: 1 }}>
              <TextField
                fullWidth
                size="small"
                type="search"
                label={mt('subprocess.search')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <Search fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Box>
          }
        >
          {candidates.map((model) => (
            <ListItemButton
              key={model.uuid}
              selected={model.uuid === chosen}
              onClick={() => setChosen(model.uuid)}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <AccountTreeOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={model.fileName} />
            </ListItemButton>
          ))}
        </PickerList>
        <PreviewPane error={error} hint={mt('subprocess.choosePreview')} preview={chosenPreview} />
      </Stack>
    </FullScreenDialog>
  );
}
