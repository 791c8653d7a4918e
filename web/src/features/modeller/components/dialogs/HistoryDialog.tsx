import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { HistoryVersion } from '@prozesspuls/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { ApiError, messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useHistory } from '../../api/get-history';
import { useHistoryVersion } from '../../api/get-history-version';
import { mt } from '../../i18n';
import { modellerDe } from '../../locales/de';
import { ReleaseRequestList } from '../release/ReleaseRequestList';
import { RELEASE_TEXTS } from '../release/texts';
import { FullScreenDialog } from './FullScreenDialog';
import { MessageDialog } from './MessageDialog';
import { PickerList } from './PickerList';
import { PreviewPane } from './PreviewPane';

interface HistoryDialogProps {
  readonly uuid: string;
  readonly fileName: string;
  readonly canRestore: boolean;
  /** Unsaved changes in the editor would be replaced. */
  readonly dirty: boolean;
  readonly onRestore: (version: HistoryVersion) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * The history (full screen, tab 'Prozesshistorie'): every saved version, newest
 * first, each shown in a read-only preview; an older one can be taken over as the newest.
 */
export function HistoryDialog({ uuid, fileName, canRestore, dirty, onRestore, onClose }: HistoryDialogProps) {
  const history = useHistory(uuid, true);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const selectedEntry = history.data?.[selectedIndex];
  const selected = selectedEntry?.commitHash ?? null;
  const version = useHistoryVersion(uuid, selected);
  // A restore adds an entry with the restored version's hash: that content is the current one.
  const isCurrent = selected !== null && selected === history.data?.[0]?.commitHash;
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const [tab, setTab] = useState<'history' | 'requests'>('history');
  const selectedPreview = selectedEntry
    ? {
        xml: version.data?.processXML,
        name: `${fileName} – ${formatDateTime(selectedEntry.timestamp)}`,
        loading: version.isPending,
      }
    : null;

  const restore = async () => {
    if (!version.data) return;
    setBusy(true);
    setError(null);
    try {
      await onRestore(version.data);
    } catch (failure) {
      setConfirm(false);
      if (failure instanceof ApiError && failure.status === 409 && failure.serverMessage)
        setLocked(failure.serverMessage);
      else setError(messageOf(failure, mt('page.genericError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FullScreenDialog
      title={mt('history.title')}
      onClose={onClose}
      busy={busy}
      actions={
        canRestore && (
          <Button
            variant="contained"
            startIcon={<RestoreOutlined />}
            disabled={!version.data || isCurrent || busy}
            onClick={() => setConfirm(true)}
          >
            {mt('history.restore')}
          </Button>
        )
      }
    >
      <Tabs
        value={tab}
        onChange={(_, next: 'history' | 'requests') => setTab(next)}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Tab value="history" label={mt('history.tab')} />
        <Tab value="requests" label={RELEASE_TEXTS.requestsTab} />
      </Tabs>
      {tab === 'requests' && (
        <Paper variant="outlined" sx={{ m: 2, flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <ReleaseRequestList uuid={uuid} />
        </Paper>
      )}
      <Stack
        direction="row"
        spacing={2}
        sx={{ flex: 1, minHeight: 0, p: 2, display: tab === 'history' ? 'flex' : 'none' }}
      >
        <PickerList
          query={history}
          empty={history.isSuccess && history.data.length === 0}
          emptyText={mt('history.empty')}
          listLabel={mt('history.listLabel')}
          width={380}
        >
          {history.data?.map((entry, index) => (
            <ListItemButton
              key={`${entry.commitHash}-${entry.timestamp}`}
              selected={index === selectedIndex}
              onClick={() => setSelectedIndex(index)}
              data-testid="history-entry"
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <HistoryOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={formatDateTime(entry.timestamp)}
                secondary={mt('history.by', { user: entry.committerName })}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
              {index === 0 && (
                <Chip
                  size="small"
                  color="primary"
                  label={mt('history.current')}
                  sx={{ ml: 1, flexShrink: 0 }}
                />
              )}
            </ListItemButton>
          ))}
        </PickerList>
        <PreviewPane error={error} hint={mt('history.choose')} preview={selectedPreview} />
      </Stack>
      {confirm && selectedEntry && (
        <ConfirmDialog
          texts={modellerDe.history.confirmRestore}
          values={{ date: formatDateTime(selectedEntry.timestamp) }}
          extra={dirty ? <Alert severity="warning">{mt('history.restoreDirty')}</Alert> : undefined}
          busy={busy}
          onConfirm={() => void restore()}
          onClose={() => setConfirm(false)}
        />
      )}
      {locked && (
        <MessageDialog
          kind="locked"
          title={mt('history.lockedTitle')}
          text={locked}
          onClose={() => setLocked(null)}
        />
      )}
    </FullScreenDialog>
  );
}
