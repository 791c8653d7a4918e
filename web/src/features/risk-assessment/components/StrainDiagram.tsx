import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useCallback, useRef } from 'react';
import { StrainLegend } from '@/components/diagram/StrainLegend';
import { useMountedView } from '@/components/diagram/use-mounted-view';
import type { StrainBadge } from '@/lib/risk/strain-badges';
import type { StrainViewer } from '../viewer/strain-viewer';

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
