import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ProcessProfile } from '@prozesspuls/shared';
import { PROFILE_TEXTS } from '@prozesspuls/shared/rules';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useDeleteProfile } from '../api/delete-profile';
import { useProfileFields } from '../api/get-profile-fields';
import { useProfiles } from '../api/get-profiles';
import { prt } from '../i18n';
import { profilesMatching } from '../utils/linkable';
import { FieldDefinitionDialog } from './FieldDefinitionDialog';
import { LinkModelDialog } from './LinkModelDialog';
import { ProfileDetailCard } from './ProfileDetailCard';
import { ProfileDialog } from './ProfileDialog';

const COLUMNS = ['colName', 'colCreator', 'colCreated', 'colActions'] as const;

/** The icon buttons of a row: viewing for everyone, the others for users who may edit. */
const ROW_ACTIONS: readonly {
  readonly kind: 'view' | 'edit' | 'link' | 'delete';
  readonly icon: ReactNode;
  readonly edits: boolean;
}[] = [
  { kind: 'view', icon: <VisibilityOutlined />, edits: false },
  { kind: 'edit', icon: <EditOutlined />, edits: true },
  { kind: 'link', icon: <LinkOutlined />, edits: true },
  { kind: 'delete', icon: <DeleteOutline />, edits: true },
];

type Open =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit' | 'view' | 'delete' | 'link'; profile: ProcessProfile }
  | { kind: 'field' };

/** /processCharacteristic: the profiles list with search, preview, dialogs. */
export function ProfilesPage({ canEdit }: { readonly canEdit: boolean }) {
  const profiles = useProfiles();
  const fields = useProfileFields();
  const remove = useDeleteProfile();
  const [search, setSearch] = useState('');
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  if (profiles.isPending || fields.isPending) return <PageLoader />;
  if (profiles.isError)
    return <QueryErrorAlert error={profiles.error} onRetry={() => void profiles.refetch()} />;
  if (fields.isError) return <QueryErrorAlert error={fields.error} onRetry={() => void fields.refetch()} />;
  const shown = profilesMatching(profiles.data, search);
  const preview = profiles.data.find((p) => p.id === previewId);
  return (
    <Box>
      <PageHeading>{prt('list.heading')}</PageHeading>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label={prt('list.search')}
          placeholder={prt('list.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button component={RouterLink} to={paths.processMap} startIcon={<MapOutlined />}>
          {prt('list.openMap')}
        </Button>
        {canEdit ? (
          <>
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setOpen({ kind: 'create' })}
            >
              {prt('list.newProfile')}
            </Button>
            <Button startIcon={<TuneOutlined />} onClick={() => setOpen({ kind: 'field' })}>
              {prt('list.defineField')}
            </Button>
          </>
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <Table size="small" sx={{ flex: 2 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{prt(`list.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>
                  <Typography color="text.secondary">
                    {profiles.data.length === 0 ? prt('list.empty') : prt('list.noMatch')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              shown.map((profile) => (
                <TableRow key={profile.id} hover selected={profile.id === previewId}>
                  <TableCell>
                    <Link component="button" onClick={() => setPreviewId(profile.id)}>
                      {profile.name}
                    </Link>
                  </TableCell>
                  <TableCell>{profile.createdBy}</TableCell>
                  <TableCell>{formatDateTime(profile.createdDate)}</TableCell>
                  <TableCell>
                    {ROW_ACTIONS.filter((action) => canEdit || !action.edits).map(({ kind, icon }) => (
                      <Tooltip key={kind} title={prt(`list.${kind}`)}>
                        <IconButton
                          size="small"
                          aria-label={prt(`list.${kind}`)}
                          onClick={() => setOpen({ kind, profile })}
                        >
                          {icon}
                        </IconButton>
                      </Tooltip>
                    ))}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        {preview ? (
          <Box sx={{ flex: 1 }}>
            <ProfileDetailCard profile={preview} fields={fields.data} />
          </Box>
        ) : null}
      </Stack>
      {open.kind === 'create' ? <ProfileDialog onClose={close} /> : null}
      {open.kind === 'edit' ? <ProfileDialog profile={open.profile} onClose={close} /> : null}
      {open.kind === 'view' ? <ProfileDialog profile={open.profile} readOnly onClose={close} /> : null}
      {open.kind === 'link' ? <LinkModelDialog profile={open.profile} onClose={close} /> : null}
      {open.kind === 'field' ? <FieldDefinitionDialog onClose={close} /> : null}
      {open.kind === 'delete' ? (
        <ConfirmDialog
          tone="danger"
          texts={{
            title: PROFILE_TEXTS.deleteTitle,
            text: PROFILE_TEXTS.deleteText(open.profile.name),
            confirm: prt('list.deleteConfirm'),
          }}
          busy={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={() =>
            remove.mutate(open.profile.id, {
              onSuccess: () => {
                if (previewId === open.profile.id) setPreviewId(null);
                close();
              },
            })
          }
          onClose={() => {
            // Declining only closes the dialog (it is only logged; nothing else happens).
            remove.reset();
            close();
          }}
        />
      ) : null}
    </Box>
  );
}
