import Box from '@mui/material/Box';
import { TRAFFIC_LIGHT_HEX, type TrafficLight, trafficLight } from '@prozesspuls/shared/px';

/**
 * A small dot in the traffic-light colour of a score (grey without one), for tree and list lines
 * of the dashboard and the evaluation. Decorative: the score is written beside it. `light` gives
 * the colour directly where another rule decides it (the checklists' percentages).
 */
export function SignalLight({
  score = null,
  light: given,
}: {
  readonly score?: number | null;
  readonly light?: TrafficLight;
}) {
  const light = given ?? trafficLight(score);
  return (
    <Box
      component="span"
      aria-hidden
      data-light={light ?? 'none'}
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        flexShrink: 0,
        bgcolor: light ? TRAFFIC_LIGHT_HEX[light] : 'action.disabled',
      }}
    />
  );
}
