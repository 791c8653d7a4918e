import Paper from '@mui/material/Paper';
import { useEffect, useRef } from 'react';
import type { ModellerController } from '../bpmn/controller';
import { mt } from '../i18n';

interface MinimapProps {
  readonly controller: ModellerController | null;
}

/**
 * 'Übersichtskarte' in the canvas's bottom right corner. Its code (bpmn/minimap.ts) loads only
 * when it is switched on, so opening the modeller stays as fast as without it.
 */
export function Minimap({ controller }: MinimapProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element || !controller) return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    void import('../bpmn/minimap').then(({ mountMinimap }) => {
      if (!cancelled) dispose = mountMinimap(element, controller.minimapServices());
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [controller]);
  return (
    <Paper
      ref={host}
      elevation={3}
      role="img"
      aria-label={mt('minimap.label')}
      data-testid="minimap"
      sx={{
        position: 'absolute',
        right: 12,
        bottom: 12,
        zIndex: 2,
        width: 220,
        height: 150,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        cursor: 'pointer',
        '& svg': { display: 'block', touchAction: 'none' },
      }}
    />
  );
}
