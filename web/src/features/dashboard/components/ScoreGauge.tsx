import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatDecimal } from '@prozesspuls/shared/format';
import { gaugeProgress, TRAFFIC_LIGHT_HEX, trafficLight } from '@prozesspuls/shared/px';
import { t } from '../evaluation-texts';

/** The round score gauge of a dashboard card: progress 100 − round(100/6 × score), traffic-light colour. */
export function ScoreGauge({ score, size = 96 }: { readonly score: number | null; readonly size?: number }) {
  const progress = gaugeProgress(score) ?? 0;
  const light = trafficLight(score);
  return (
    <Box
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-label={score === null ? t('noScore') : t('gauge', { score: formatDecimal(score, 1) })}
      data-testid="score-gauge"
      data-progress={progress}
      sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}
    >
      <CircularProgress
        variant="determinate"
        value={100}
        size={size}
        thickness={5}
        sx={{ color: 'action.hover', position: 'absolute', inset: 0 }}
        aria-hidden
      />
      <CircularProgress
        variant="determinate"
        value={progress}
        size={size}
        thickness={5}
        sx={{ color: light ? TRAFFIC_LIGHT_HEX[light] : 'action.disabled', position: 'absolute', inset: 0 }}
        aria-hidden
      />
      <Typography
        component="span"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: size / 4,
        }}
      >
        {score === null ? '–' : formatDecimal(score, 1)}
      </Typography>
    </Box>
  );
}
