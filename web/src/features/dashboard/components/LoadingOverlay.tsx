import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { t } from '../evaluation-texts';

/** The loading texts rotate every 3000 ms. */
const LOADING_TEXT_INTERVAL_MS = 3000;

const TEXTS = [t('loading.data'), t('loading.categories'), t('loading.ratings'), t('loading.dashboard')];

/** The dashboard's loading overlay, its four texts in turn every 3000 ms. */
export function LoadingOverlay() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((value) => (value + 1) % TEXTS.length),
      LOADING_TEXT_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(255, 255, 255, 0.8)',
        minHeight: 160,
      }}
    >
      <Stack role="status" aria-live="polite" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress />
        <Typography data-testid="dashboard-loading">{TEXTS[index]}</Typography>
      </Stack>
    </Box>
  );
}
