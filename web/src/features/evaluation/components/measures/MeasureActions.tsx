import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Measure } from '@prozesspuls/shared';
import { useState } from 'react';
import { TooltipIconButton } from '@/components/buttons/TooltipIconButton';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { messageOf } from '@/lib/api-error';
import { useDeleteMeasure } from '../../api/delete-measure';
import { MeasureDialog } from './MeasureDialog';
import { MEASURE_TEXT, t } from './measure-texts';

/** Edit and delete (after confirmation) of one measure. */
export function MeasureActions({ measure }: { readonly measure: Measure }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteMeasure();
  return (
    <>
      <TooltipIconButton
        label={t('actions.edit')}
        ariaLabel={`${t('actions.edit')}: ${measure.title}`}
        Icon={EditOutlined}
        onClick={() => setEditing(true)}
      />
      <TooltipIconButton
        label={t('actions.delete')}
        ariaLabel={`${t('actions.delete')}: ${measure.title}`}
        Icon={DeleteOutlined}
        onClick={() => {
          remove.reset();
          setDeleting(true);
        }}
      />
      {editing && <MeasureDialog measure={measure} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        tone="danger"
        texts={MEASURE_TEXT.delete}
        busy={remove.isPending}
        error={remove.error ? messageOf(remove.error, t('delete.failed')) : null}
        onConfirm={() => remove.mutate(measure.id, { onSuccess: () => setDeleting(false) })}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
