import { useEffect, useRef } from 'react';
import type { ModellerController } from '../bpmn/controller';
import { mt } from '../i18n';
import { CanvasPanel } from './CanvasPanel';

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
    <CanvasPanel
      ref={host}
      panel="minimap"
      aria-label={mt('minimap.label')}
      data-testid="minimap"
      sx={{
        overflow: 'hidden',
        bgcolor: 'background.paper',
        cursor: 'pointer',
        '& svg': { display: 'block', touchAction: 'none' },
      }}
    />
  );
}
