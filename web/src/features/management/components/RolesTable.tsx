import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PermissionInfo, RoleDetails } from '@prozesspuls/shared';
import { useManagementText } from '../hooks/use-management-text';
import { isGranted } from '../utils/role-form';
import { EmptyRow, LoadingRow } from './TableStates';

/** The first three columns stay in view while the permission columns scroll sideways. */
const STICKY = [
  { left: 0, width: 96 },
  { left: 96, width: 150 },
  { left: 246, width: 180 },
] as const;

function sticky(index: 0 | 1 | 2, header = false): SxProps<Theme> {
  const { left, width } = STICKY[index];
  return {
    position: 'sticky',
    left,
    width,
    minWidth: width,
    maxWidth: width,
    zIndex: header ? 3 : 1,
    bgcolor: header ? 'grey.50' : 'background.paper',
    ...(index === 2 ? { borderRight: 1, borderRightColor: 'divider' } : {}),
  };
}

interface RolesTableProps {
  readonly roles: readonly RoleDetails[] | undefined;
  readonly permissions: readonly PermissionInfo[];
  readonly loading: boolean;
  /** 'roleId/name' of switches whose change is on its way. */
  readonly pending: ReadonlySet<string>;
  readonly onToggle: (role: RoleDetails, permission: PermissionInfo, granted: boolean) => void;
  readonly onDelete: (role: RoleDetails) => void;
}

/**
 * One row per role (delete, id, title) and a switch column per permission, headed by its decoded
 * name with the description as tooltip.
 */
export function RolesTable({ roles, permissions, loading, pending, onToggle, onDelete }: RolesTableProps) {
  const t = useManagementText();
  const columns = 3 + permissions.length;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('roles.heading')} sx={{ borderCollapse: 'separate' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={sticky(0, true)}>{t('roles.actions')}</TableCell>
            <TableCell sx={sticky(1, true)}>{t('roles.id')}</TableCell>
            <TableCell sx={sticky(2, true)}>{t('roles.title')}</TableCell>
            {permissions.map((permission) => (
              <TableCell
                key={permission.name}
                align="center"
                sx={{ bgcolor: 'grey.50', minWidth: 112, lineHeight: 1.3, verticalAlign: 'bottom' }}
              >
                <Tooltip title={permission.description} arrow describeChild>
                  <Box
                    component="span"
                    // Focusable, so keyboard users can read the description too.
                    tabIndex={0}
                    sx={{
                      cursor: 'help',
                      borderBottom: '1px dotted',
                      borderColor: 'text.secondary',
                      outlineOffset: 2,
                    }}
                  >
                    {permission.label}
                  </Box>
                </Tooltip>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && <LoadingRow columns={columns} />}
          {!loading && roles?.length === 0 && <EmptyRow columns={columns} text={t('roles.empty')} />}
          {roles?.map((role) => (
            <TableRow key={role.id} hover>
              <TableCell sx={sticky(0)}>
                <Tooltip title={t('roles.delete', { title: role.roleTitle })}>
                  <IconButton
                    aria-label={t('roles.delete', { title: role.roleTitle })}
                    size="small"
                    onClick={() => onDelete(role)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
              <TableCell sx={sticky(1)}>
                <Typography
                  variant="caption"
                  component="span"
                  title={role.id}
                  sx={{
                    display: 'block',
                    fontFamily: 'monospace',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    color: 'text.secondary',
                  }}
                >
                  {role.id}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...sticky(2), fontWeight: 600, wordBreak: 'break-word' }}>
                {role.roleTitle}
              </TableCell>
              {permissions.map((permission) => (
                <TableCell key={permission.name} align="center">
                  <Switch
                    size="small"
                    checked={isGranted(role, permission.name)}
                    disabled={pending.has(`${role.id}/${permission.name}`)}
                    onChange={(event) => onToggle(role, permission, event.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': t('roles.switchLabel', {
                          permission: permission.label,
                          title: role.roleTitle,
                        }),
                      },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
