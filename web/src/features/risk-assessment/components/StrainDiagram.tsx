import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STRAIN_LEVELS } from '@prozesspuls/shared/riskAssessment';
import { useCallback, useRef } from 'react';
import { useMountedView } from '@/components/diagram/use-mounted-view';
import { RISK_TEXT as T } from '../texts';
import { NO_STRAIN_COLOUR, STRAIN_COLOURS, type StrainBadge } from '../viewer/strain-badges';
import type { StrainViewer } from '../viewer/strain-viewer';

/** The legend of the 'Belastung' overlay: the three heat levels and the hidden/no-result grey. */
export function StrainLegend() {
  const lines = [
    ...STRAIN_LEVELS.map((l) => ({ colour: STRAIN_COLOURS[l.level], text: l.label })),
    { colour: NO_STRAIN_COLOUR, text: 'keine Ergebnisse oder unter der Anonymitätsschwelle' },
  ];
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="strain-legend">
      <Typography variant="caption" color="text.secondary">
        {T.legend}
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

/** The released diagram with the strain heat badges and the measure badges on the picked elements. */
export function StrainDiagram({
  xml,
  badges,
}: {
  readonly xml: string;
  readonly badges: readonly StrainBadge[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<StrainViewer | null>(null);
  const create = useCallback(
    async (element: HTMLElement) => {
      const { createStrainViewer } = await import('../viewer/strain-viewer');
      return createStrainViewer(element, xml, badges);
    },
    [xml, badges],
  );
  const state = useMountedView(container, create, view);
  return (
    <Stack spacing={1}>
      <Box
        ref={container}
        data-testid="strain-diagram"
        data-state={state}
        sx={{ height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
      />
      <StrainLegend />
    </Stack>
  );
}
