import Box from '@mui/material/Box';
import { TRAFFIC_LIGHT_HEX, trafficLight } from '@prozesspuls/shared/px';
import { t } from '../texts';
import { formatScore } from '../utils/format';

/** The score in a circle in its traffic-light colour; a dash when there is none. */
export function ScoreCircle({ score, size = 64 }: { readonly score: number | null; readonly size?: number }) {
  const light = trafficLight(score);
  return (
    <Box
      role="img"
      aria-label={score === null ? t('card.noScore') : `${t('card.score')} ${formatScore(score)}`}
      data-light={light ?? 'none'}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        border: 4,
        borderColor: light ? TRAFFIC_LIGHT_HEX[light] : 'divider',
        fontWeight: 700,
        fontSize: size / 3.2,
      }}
    >
      {score === null ? '–' : formatScore(score)}
    </Box>
  );
}
