import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled block of the assessment page (its heading names the GDA step it documents). */
export function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = `risk-${title.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}`;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
