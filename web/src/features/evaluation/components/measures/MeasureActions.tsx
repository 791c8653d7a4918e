import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Measure } from '@prozesspuls/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { messageOf } from '@/lib/api-error';
import { useDeleteMeasure } from '../../api/delete-measure';
import { MeasureDialog } from './MeasureDialog';
import { t } from './measure-texts';

/** Edit and delete (after confirmation) of one measure. */
export function MeasureActions({ measure }: { readonly measure: Measure }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteMeasure();
  return (
    <>
      <Tooltip title={t('actions.edit')}>
        <IconButton
          size="small"
          aria-label={`${t('actions.edit')}: ${measure.title}`}
          onClick={() => setEditing(true)}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('actions.delete')}>
        <IconButton
          size="small"
          aria-label={`${t('actions.delete')}: ${measure.title}`}
          onClick={() => {
            remove.reset();
            setDeleting(true);
          }}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {editing && <MeasureDialog measure={measure} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        tone="danger"
        title={t('delete.title')}
        text={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={remove.isPending}
        error={remove.error ? messageOf(remove.error, t('delete.failed')) : null}
        onConfirm={() => remove.mutate(measure.id, { onSuccess: () => setDeleting(false) })}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
