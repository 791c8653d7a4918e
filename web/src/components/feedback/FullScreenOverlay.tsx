import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Blocks the whole screen while something that ends in a page reload is under way. */
export function FullScreenOverlay({ open, label }: { readonly open: boolean; readonly label: string }) {
  return (
    <Backdrop
      open={open}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: 'common.white', flexDirection: 'column' })}
    >
      <Stack role="status" aria-live="polite" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress color="inherit" />
        <Typography>{label}</Typography>
      </Stack>
    </Backdrop>
  );
}
