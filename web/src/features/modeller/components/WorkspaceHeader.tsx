import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { usePxMode } from '../hooks/use-px-mode';
import { mt } from '../i18n';

interface WorkspaceHeaderProps {
  /** Only the visible tab names the page (one h1). */
  readonly active: boolean;
  readonly fileName: string;
  /** The model has loaded: its type, mode and lock chips are shown. */
  readonly loaded: boolean;
  readonly editing: boolean;
  readonly canEdit: boolean;
  /** Who else edits the model right now (null: nobody else). */
  readonly lockedBy: string | null;
  readonly ready: boolean;
  readonly starting: boolean;
  readonly saving: boolean;
  readonly onEdit: () => void;
  readonly onEnd: () => void;
  /** The mode switches: 'PX-Modus' (PX_WRITE / PX_EVAL only) and 'Belastung' (assessment readers). */
  readonly pxSwitch?: ReactNode;
}

/** The workspace's title row: back, file name, type/mode/lock chips and 'Bearbeiten' / 'Beenden'. */
export function WorkspaceHeader({
  active,
  fileName,
  loaded,
  editing,
  canEdit,
  lockedBy,
  ready,
  starting,
  saving,
  onEdit,
  onEnd,
  pxSwitch,
}: WorkspaceHeaderProps) {
  // In PX mode the model is not edited (switching PX mode on ends editing).
  const { pxMode } = usePxMode();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <BackButton />
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'baseline', flexWrap: 'wrap', flex: 1 }}
      >
        {fileName ? (
          <Box sx={{ '& h1': { mb: 0 } }}>{active && <PageHeading>{fileName}</PageHeading>}</Box>
        ) : (
          <Box sx={{ height: 42 }} />
        )}
        {loaded && (
          <>
            <Chip size="small" label={mt('page.fileType')} variant="outlined" />
            <Chip
              size="small"
              color={editing ? 'warning' : 'default'}
              icon={editing ? <EditOutlined /> : undefined}
              label={editing ? mt('page.modeEdit') : canEdit ? mt('page.modeView') : mt('page.readOnly')}
              data-testid="mode-chip"
            />
            {lockedBy !== null && (
              <Tooltip title={lockedBy}>
                <Chip size="small" icon={<LockOutlined />} label={mt('page.editedBy')} variant="outlined" />
              </Tooltip>
            )}
          </>
        )}
      </Stack>
      {pxSwitch}
      {canEdit &&
        !pxMode &&
        (editing ? (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<StopCircleOutlined />}
            onClick={onEnd}
            disabled={saving}
          >
            {mt('toolbar.endEdit')}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={starting ? <CircularProgress size={16} color="inherit" /> : <EditOutlined />}
            onClick={onEdit}
            disabled={!ready || starting}
          >
            {mt('toolbar.edit')}
          </Button>
        ))}
    </Stack>
  );
}

export function BackButton() {
  return (
    <Button component={RouterLink} to={paths.processList} startIcon={<ArrowBack />} sx={{ flexShrink: 0 }}>
      {mt('page.back')}
    </Button>
  );
}
