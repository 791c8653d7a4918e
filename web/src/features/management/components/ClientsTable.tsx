import CableOutlined from '@mui/icons-material/CableOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ClientDetails } from '@prozesspuls/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useManagementText } from '../hooks/use-management-text';
import { clientSwatchColor } from '../utils/client-form';
import { ClientDeletionControl, ClientDeletionStatus } from './ClientDeletion';
import { ColorSwatch } from './ColorSwatch';
import { EmptyRow, HeadRow, LoadingRow } from './TableStates';

const CLIENT_COLUMNS = [
  'id',
  'name',
  'shortName',
  'adminEmail',
  'status',
  'color',
  'logo',
  'actions',
] as const;
const CLIENT_CELLS = { id: { sx: { width: 56 } }, actions: { align: 'right' } } as const;
const COLUMNS = CLIENT_COLUMNS.length;

interface ClientsTableProps {
  readonly clients: readonly ClientDetails[] | undefined;
  readonly loading: boolean;
  readonly currentClientId: number;
  /** The client whose state change is on its way. */
  readonly changingId: number | undefined;
  readonly onToggleState: (client: ClientDetails) => void;
  /** Downloads the whole tenant as a ZIP. */
  readonly onExport: (client: ClientDetails) => void;
  /** The client whose export is on its way. */
  readonly exportingId: number | undefined;
}

/** ID, Name, Kürzel, Administrator-Email, Status, Farbe, Logo, Aktionen. */
export function ClientsTable({
  clients,
  loading,
  currentClientId,
  changingId,
  onToggleState,
  onExport,
  exportingId,
}: ClientsTableProps) {
  const t = useManagementText();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('clients.heading')}>
        <HeadRow
          columns={CLIENT_COLUMNS}
          label={(column) => t(`clients.${column}`)}
          cellProps={CLIENT_CELLS}
        />
        <TableBody>
          {loading && <LoadingRow columns={COLUMNS} />}
          {!loading && clients?.length === 0 && <EmptyRow columns={COLUMNS} text={t('clients.empty')} />}
          {clients?.map((client) => {
            const name = client.companyName;
            const own = client.id === currentClientId;
            const blockedReason = client.activeState && own ? t('clients.ownClient') : undefined;
            const stateLabel = client.activeState
              ? t('clients.deactivate', { name })
              : t('clients.activate', { name });
            return (
              <TableRow key={client.id} hover>
                <TableCell>{client.id}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{name}</TableCell>
                <TableCell>{client.shortName}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{client.adminEmail}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={client.activeState ? t('clients.active') : t('clients.inactive')}
                    color={client.activeState ? 'success' : 'error'}
                  />
                  <ClientDeletionStatus client={client} />
                </TableCell>
                <TableCell>
                  <ColorSwatch color={clientSwatchColor(client.identityColor)} />
                </TableCell>
                <TableCell>
                  {client.imageUrl ? (
                    <Box
                      component="img"
                      src={client.imageUrl}
                      alt={t('clients.logoOf', { name })}
                      sx={{ display: 'block', maxHeight: 50, maxWidth: 100, objectFit: 'contain' }}
                    />
                  ) : (
                    <Typography variant="body2" color="text.secondary" component="span">
                      {t('clients.noLogo')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
                  >
                    <Tooltip title={blockedReason ?? ''}>
                      <span>
                        <Button
                          size="small"
                          variant="outlined"
                          color={client.activeState ? 'error' : 'success'}
                          aria-label={stateLabel}
                          disabled={blockedReason !== undefined || changingId === client.id}
                          onClick={() => onToggleState(client)}
                          sx={{ minWidth: 112 }}
                        >
                          {client.activeState
                            ? t('clients.confirmDeactivate.confirm')
                            : t('clients.activateShort')}
                        </Button>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('clients.integration', { name })}>
                      <IconButton
                        component={RouterLink}
                        to={`${paths.managementExternalApi}?clientId=${client.id}`}
                        aria-label={t('clients.integration', { name })}
                        size="small"
                      >
                        <CableOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('clients.exportTenant', { name })}>
                      <span>
                        <IconButton
                          aria-label={t('clients.exportTenant', { name })}
                          size="small"
                          disabled={exportingId === client.id}
                          onClick={() => onExport(client)}
                        >
                          <FileDownloadOutlined fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <ClientDeletionControl client={client} own={own} />
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
