import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STRAIN_LEVELS } from '@prozesspuls/shared/riskAssessment';
import { NO_STRAIN_COLOUR, STRAIN_COLOURS } from '@/lib/risk/strain-badges';

/**
 * The legend of the 'Belastung' overlay: the three heat levels and the hidden/no-result grey.
 * The assessment page and the modeller's 'Belastung' mode show the same one.
 */
export function StrainLegend() {
  const lines = [
    ...STRAIN_LEVELS.map((l) => ({ colour: STRAIN_COLOURS[l.level], text: l.label })),
    { colour: NO_STRAIN_COLOUR, text: 'keine Ergebnisse oder unter der Anonymitätsschwelle' },
  ];
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="strain-legend">
      <Typography variant="caption" color="text.secondary">
        Legende „Belastung“:
      </Typography>
      {lines.map((line) => (
        <Stack key={line.text} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: line.colour }}
          />
          <Typography variant="caption">{line.text}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
