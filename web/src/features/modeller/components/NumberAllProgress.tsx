import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NumberAllProgress as Progress } from '../hooks/use-number-all';
import { mt } from '../i18n';

/** How far 'Alle Elemente nummerieren' is: a determinate bar and "x von y Elementen nummeriert". */
export function NumberAllProgress({ progress }: { readonly progress: Progress }) {
  const text = mt('numbers.allProgress', { done: progress.done, total: progress.total });
  const value = progress.total === 0 ? 100 : (progress.done / progress.total) * 100;
  return (
    <Stack spacing={0.5}>
      <LinearProgress variant="determinate" value={value} aria-label={text} />
      <Typography variant="body2" color="text.secondary" role="status">
        {text}
      </Typography>
    </Stack>
  );
}
