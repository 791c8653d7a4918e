import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { AsidePanel } from './AsidePanel';

interface AsideStackPanelProps {
  readonly title: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** The content's test id (the e2e specs find the panel by it). */
  readonly testId: string;
  readonly children: ReactNode;
}

/** An aside panel that scrolls as a whole, its content a padded column (the PX overview and element panels). */
export function AsideStackPanel({ title, closeLabel, onClose, testId, children }: AsideStackPanelProps) {
  return (
    <AsidePanel title={title} closeLabel={closeLabel} onClose={onClose} overflow="auto">
      <Stack spacing={2} sx={{ p: 2 }} data-testid={testId}>
        {children}
      </Stack>
    </AsidePanel>
  );
}
