import Chip from '@mui/material/Chip';
import type { MeasureStatus } from '@prozesspuls/shared/px';
import { t } from './measure-texts';

const COLOUR: Record<MeasureStatus, 'default' | 'warning' | 'success'> = {
  offen: 'default',
  'in Arbeit': 'warning',
  erledigt: 'success',
};

/** The status of a measure as a chip; an overdue one says so in red. */
export function MeasureStatusChip({
  status,
  overdue = false,
}: {
  readonly status: MeasureStatus;
  readonly overdue?: boolean;
}) {
  return (
    <Chip
      size="small"
      label={overdue ? `${status} · ${t('overdue')}` : status}
      color={overdue ? 'error' : COLOUR[status]}
      variant={status === 'offen' && !overdue ? 'outlined' : 'filled'}
    />
  );
}
