import Chip from '@mui/material/Chip';
import { checklistLight } from '@prozesspuls/shared/checklists';
import { SignalLight } from '@/components/feedback/SignalLight';

/** A percentage with its traffic light (red up to 50 %, yellow below 100 %, green at 100 %). */
export function StatusChip({ percent }: { readonly percent: number }) {
  const light = checklistLight(percent);
  return (
    <Chip
      size="small"
      variant="outlined"
      data-light={light}
      icon={<SignalLight light={light} />}
      label={`${percent} %`}
      sx={{ pl: 0.5 }}
    />
  );
}
