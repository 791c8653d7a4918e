import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ConnectedResource } from '@prozesspuls/shared';
import { RESOURCE_PAGE_SIZE, RESOURCE_TEXTS } from '@prozesspuls/shared/messages';
import { useMemo, useState } from 'react';
import { TooltipIconButton } from '@/components/buttons/TooltipIconButton';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { messageOf } from '@/lib/api-error';
import { useDeleteResource } from '../api/delete-resource';
import { useResourcesOfType } from '../api/get-resources-of-type';
import { ct } from '../i18n';
import { newestFirst, pageOf, RESOURCE_TABS, type ResourceTab } from '../utils/resource-table';
import { ResourceDialog } from './ResourceDialog';

interface ResourcesPageProps {
  /** EDIT_CONTEXTITEM (or ADMIN): may add, edit and delete objects. */
  readonly canEdit: boolean;
}

type Editing = { readonly resource?: ConnectedResource } | null;

/**
 * /contextItems: tabs Abteilungen, Systeme, Rollen; a plus button adds an object of the tab's
 * type; 15 per page, newest first; Bearbeiten and Löschen on hover, Löschen only while the object
 * is not connected.
 */
export function ResourcesPage({ canEdit }: ResourcesPageProps) {
  const [tab, setTab] = useState<ResourceTab>('DEPARTMENT');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ConnectedResource | null>(null);
  const items = useResourcesOfType(tab);
  const remove = useDeleteResource();
  const sorted = useMemo(() => newestFirst(items.data ?? []), [items.data]);
  const shown = pageOf(sorted, page);

  return (
    <Box>
      <PageHeading>{ct('title')}</PageHeading>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: ResourceTab) => {
            setTab(value);
            setPage(0);
          }}
        >
          {RESOURCE_TABS.map((type) => (
            <Tab key={type} value={type} label={ct(`tabs.${type}`)} />
          ))}
        </Tabs>
        {canEdit && (
          <Tooltip title={ct(`add.${tab}`)}>
            <Fab size="small" color="primary" aria-label={ct(`add.${tab}`)} onClick={() => setEditing({})}>
              <Add />
            </Fab>
          </Tooltip>
        )}
      </Stack>
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {ct('readOnly')}
        </Alert>
      )}
      {items.isPending ? (
        <PageLoader />
      ) : items.isError ? (
        <QueryErrorAlert error={items.error} onRetry={() => void items.refetch()} />
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-label={ct(`tabs.${tab}`)}>
            <TableHead>
              <TableRow>
                <TableCell>{ct('columns.name')}</TableCell>
                <TableCell>{ct(tab === 'DEPARTMENT' ? 'columns.color' : 'columns.description')}</TableCell>
                <TableCell align="right" sx={{ width: 140 }}>
                  {ct('columns.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>
                    <Typography color="text.secondary">{ct('empty')}</Typography>
                  </TableCell>
                </TableRow>
              )}
              {shown.rows.map((item) => (
                <TableRow
                  key={item.id}
                  hover
                  sx={{
                    '& .row-actions': { visibility: 'hidden' },
                    '&:hover .row-actions, &:focus-within .row-actions': { visibility: 'visible' },
                  }}
                >
                  <TableCell>{item.name}</TableCell>
                  <TableCell>
                    {tab === 'DEPARTMENT' ? (
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Box
                          aria-hidden
                          sx={{
                            width: 18,
                            height: 18,
                            borderRadius: '50%',
                            bgcolor: item.color ?? 'grey.500',
                          }}
                        />
                        <span>{item.color ?? ''}</span>
                      </Stack>
                    ) : (
                      (item.description ?? '')
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {canEdit && (
                      <Box className="row-actions">
                        <TooltipIconButton
                          label={ct('edit')}
                          ariaLabel={`${ct('edit')} ${item.name}`}
                          Icon={EditOutlined}
                          onClick={() => setEditing({ resource: item })}
                        />
                        {!item.connected && (
                          <TooltipIconButton
                            label={ct('delete')}
                            ariaLabel={`${ct('delete')} ${item.name}`}
                            Icon={DeleteOutline}
                            onClick={() => {
                              remove.reset();
                              setDeleting(item);
                            }}
                          />
                        )}
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={sorted.length}
            page={shown.page}
            rowsPerPage={RESOURCE_PAGE_SIZE}
            rowsPerPageOptions={[RESOURCE_PAGE_SIZE]}
            labelRowsPerPage={ct('perPage')}
            onPageChange={(_, next) => setPage(next)}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} von ${count}`}
          />
        </Paper>
      )}
      {editing && (
        <ResourceDialog
          type={tab}
          {...(editing.resource ? { resource: editing.resource } : {})}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          tone="danger"
          texts={{
            title: RESOURCE_TEXTS.deleteTitle,
            text: RESOURCE_TEXTS.deleteText(deleting.name),
            confirm: ct('confirmDelete'),
          }}
          busy={remove.isPending}
          error={remove.isError ? messageOf(remove.error, ct('dialog.failed')) : null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
