import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { AsidePanel } from './AsidePanel';
import { pxt } from './PxEvaluationTexts';

interface PxAsidePanelProps {
  /** Which PX evaluation panel: its heading and close label come from that section of the texts. */
  readonly panel: 'overview' | 'element';
  readonly onClose: () => void;
  /** The content's test id (the e2e specs find the panel by it). */
  readonly testId: string;
  readonly children: ReactNode;
}

/**
 * The frame of the PX overview and element evaluation panels: an
 * aside panel that scrolls as a whole, its content a padded column.
 */
export function PxAsidePanel({ panel, onClose, testId, children }: PxAsidePanelProps) {
  return (
    <AsidePanel
      title={pxt(`${panel}.title`)}
      closeLabel={pxt(`${panel}.close`)}
      onClose={onClose}
      overflow="auto"
    >
      <Stack spacing={2} sx={{ p: 2 }} data-testid={testId}>
        {children}
      </Stack>
    </AsidePanel>
  );
}
