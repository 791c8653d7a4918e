import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@prozesspuls/shared';
import { TooltipIconButton } from '@/components/buttons/TooltipIconButton';
import { UserAvatar } from '@/components/user/UserAvatar';
import { useManagementText } from '../hooks/use-management-text';
import { avatarColorOf, joinRoleTitles } from '../utils/user-form';
import { ColorSwatch } from './ColorSwatch';
import { EmptyRow, HeadRow, LoadingRow } from './TableStates';

const USER_COLUMNS = ['actions', 'userId', 'name', 'roles', 'color'] as const;
const USER_CELLS = { actions: { sx: { width: 96 } }, color: { sx: { whiteSpace: 'nowrap' } } } as const;
const COLUMNS = USER_COLUMNS.length;

interface UsersTableProps {
  readonly users: readonly ManagedUser[] | undefined;
  readonly loading: boolean;
  readonly onEdit: (user: ManagedUser) => void;
  /** Art. 17 DSGVO: asks, then deletes the user (not offered for protected users). */
  readonly onDelete: (user: ManagedUser) => void;
}

/** Aktionen, Nutzer-ID, Name, Rollen, Nutzer Farbe. */
export function UsersTable({ users, loading, onEdit, onDelete }: UsersTableProps) {
  const t = useManagementText();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('users.heading')}>
        <HeadRow columns={USER_COLUMNS} label={(column) => t(`users.${column}`)} cellProps={USER_CELLS} />
        <TableBody>
          {loading && <LoadingRow columns={COLUMNS} />}
          {!loading && users?.length === 0 && <EmptyRow columns={COLUMNS} text={t('users.empty')} />}
          {users?.map((user) => {
            const color = avatarColorOf(user.iconColor);
            const name = user.fullName || user.userId;
            const label = user.roleEditable ? t('users.edit', { name }) : t('users.notEditable', { name });
            return (
              <TableRow key={user.userId} hover>
                <TableCell>
                  <TooltipIconButton
                    label={label}
                    Icon={EditOutlined}
                    disabled={!user.roleEditable}
                    onClick={() => onEdit(user)}
                  />
                  {user.roleEditable && (
                    <TooltipIconButton
                      label={t('users.delete', { name })}
                      Icon={DeleteOutline}
                      onClick={() => onDelete(user)}
                    />
                  )}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{user.email || user.userId}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <UserAvatar user={user} size={30} />
                    <span>{user.fullName}</span>
                  </Box>
                </TableCell>
                <TableCell>
                  {user.roles.length > 0 ? (
                    joinRoleTitles(user.roles)
                  ) : (
                    <Typography variant="body2" color="text.secondary" component="span">
                      {t('users.noRoles')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{color ? <ColorSwatch color={color} /> : '–'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
