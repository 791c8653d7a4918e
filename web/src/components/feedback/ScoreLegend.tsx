import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SCORE_COLOUR_HEX, type ScoreColourRuleName, scoreColourLegend } from '@prozesspuls/shared/px';

/**
 * The legend of a view's score colours: each view names the rule it colours by (three rules are
 * kept apart on purpose), so the user reads here what green, yellow/orange and red mean on this screen.
 */
export function ScoreLegend({ rule }: { readonly rule: ScoreColourRuleName }) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid={`score-legend-${rule}`}
      aria-label="Legende der Farben"
    >
      <Typography variant="caption" color="text.secondary">
        Farben (Note 1 bis 6):
      </Typography>
      {scoreColourLegend(rule).map((line) => (
        <Stack key={line.colour} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: SCORE_COLOUR_HEX[line.colour] }}
          />
          <Typography variant="caption">{line.text}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
