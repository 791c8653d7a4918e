import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FolderDetails, PermissionInfo, RoleRef } from '@prozesspuls/shared';
import { FOLDER_NAME_MAX } from '@prozesspuls/shared/messages';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { useCreateFolder } from '../../api/create-folder';
import { useProcessPermissions } from '../../api/get-process-permissions';
import { useRoles } from '../../api/get-roles';
import { useUpdateFolder } from '../../api/update-folder';
import { pt } from '../../i18n';
import {
  type FolderFormValues,
  hasErrors,
  initialFolderValues,
  isReadLocked,
  type ProcessRight,
  rightsOf,
  setRight,
  toSaveFolderRequest,
  validateFolderForm,
} from '../../utils/folder-form';

interface FolderFormDialogProps {
  /** Absent: a new folder. */
  readonly folder?: FolderDetails;
  readonly ownRoles: readonly RoleRef[];
  readonly onSaved: (folderId: string) => void;
  readonly onClose: () => void;
}

const isProcessRight = (name: string): name is ProcessRight =>
  name === 'PROCESS_READ' || name === 'PROCESS_WRITE';

/**
 * 'Neuer Ordner' / 'Ordner bearbeiten': the name and, per role of the client, whether it may see
 * and edit the folder's processes. Write implies read; one of the user's own roles must read.
 */
export function FolderFormDialog({ folder, ownRoles, onSaved, onClose }: FolderFormDialogProps) {
  const roles = useRoles();
  const permissions = useProcessPermissions();
  const create = useCreateFolder();
  const update = useUpdateFolder();
  const [values, setValues] = useState<FolderFormValues>(() => initialFolderValues(folder, ownRoles));
  const [showErrors, setShowErrors] = useState(false);
  const [nameTouched, setNameTouched] = useState(false);
  const errors = validateFolderForm(values, ownRoles);
  const busy = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const columns = (permissions.data ?? []).filter((p): p is PermissionInfo & { name: ProcessRight } =>
    isProcessRight(p.name),
  );
  const ownRoleIds = new Set(ownRoles.map((role) => role.id));

  const submit = () => {
    setShowErrors(true);
    if (hasErrors(errors) || busy) return;
    const request = toSaveFolderRequest(values);
    if (folder) update.mutate({ id: folder.id, request }, { onSuccess: () => onSaved(folder.id) });
    else create.mutate(request, { onSuccess: ({ id }) => onSaved(id) });
  };

  const nameError = showErrors || nameTouched ? errors.folderName : undefined;
  const loading = roles.isPending || permissions.isPending;

  return (
    <FormDialog
      title={folder ? pt('folderForm.editTitle') : pt('folderForm.createTitle')}
      width={900}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={folder ? pt('common.save') : pt('folderForm.create')}
      submitDisabled={loading}
    >
      <Stack spacing={3} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          required
          fullWidth
          label={pt('folderForm.name')}
          value={values.folderName}
          onChange={(event) => setValues({ ...values, folderName: event.target.value })}
          onBlur={() => setNameTouched(true)}
          error={nameError !== undefined}
          helperText={nameError ?? `${values.folderName.trim().length} / ${FOLDER_NAME_MAX}`}
        />

        <Stack spacing={1}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {pt('folderForm.permissions')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {pt('folderForm.permissionsHint')}
          </Typography>
        </Stack>

        {loading && <LinearProgress aria-label={pt('list.loading')} />}
        {roles.isError && <QueryErrorAlert error={roles.error} onRetry={() => void roles.refetch()} />}
        {permissions.isError && (
          <QueryErrorAlert error={permissions.error} onRetry={() => void permissions.refetch()} />
        )}
        {roles.isSuccess && permissions.isSuccess && (
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-label={pt('folderForm.permissions')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{pt('folderForm.role')}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.name} align="center" sx={{ fontWeight: 600, width: 200 }}>
                      <Tooltip title={column.description}>
                        <span>{column.label}</span>
                      </Tooltip>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {roles.data.map((role) => {
                  const rights = rightsOf(values, role.id);
                  return (
                    <TableRow key={role.id} hover>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <span>{role.roleTitle}</span>
                          {ownRoleIds.has(role.id) && (
                            <Chip size="small" variant="outlined" label={pt('folderForm.ownRole')} />
                          )}
                        </Stack>
                      </TableCell>
                      {columns.map((column) => {
                        const locked = column.name === 'PROCESS_READ' && isReadLocked(rights);
                        const control = (
                          <Switch
                            checked={rights[column.name]}
                            disabled={locked || busy}
                            onChange={(event) =>
                              setValues(setRight(values, role.id, column.name, event.target.checked))
                            }
                            slotProps={{ input: { 'aria-label': `${column.label}: ${role.roleTitle}` } }}
                          />
                        );
                        return (
                          <TableCell key={column.name} align="center">
                            {locked ? (
                              <Tooltip title={pt('folderForm.readLocked')}>
                                <span>{control}</span>
                              </Tooltip>
                            ) : (
                              control
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}

        {errors.permissions && (showErrors || roles.isSuccess) && (
          <Alert severity={showErrors ? 'error' : 'warning'}>{errors.permissions}</Alert>
        )}
        {failure && <Alert severity="error">{messageOf(failure, pt('common.genericError'))}</Alert>}
      </Stack>
    </FormDialog>
  );
}
