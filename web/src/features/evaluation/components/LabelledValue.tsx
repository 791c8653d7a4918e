import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A figure under its small grey label (averages, counts and facts of the evaluation). */
export function LabelledValue({
  label,
  value,
  variant = 'h6',
  testId,
}: {
  readonly label: string;
  readonly value: ReactNode;
  readonly variant?: 'h4' | 'h6';
  readonly testId?: string;
}) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant={variant} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}
