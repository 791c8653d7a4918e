import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandMark } from '../brand/BrandMark';
import { LegalLinks } from './LegalLinks';
import { PageHeading } from './PageHeading';

interface StatusPageProps {
  readonly code?: string;
  readonly title: string;
  /** Left out where no text is specified (every /error/{code} but 403). */
  readonly text?: string;
  /** Buttons and links leading on. */
  readonly actions: ReactNode;
}

/** Stand-alone page for error states (404, 403, failed loads): it works without the shell. */
export function StatusPage({ code, title, text, actions }: StatusPageProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
      }}
    >
      <Box sx={{ mb: 4 }}>
        <BrandMark />
      </Box>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 560, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      >
        {code && (
          <Typography
            aria-hidden
            sx={{ fontSize: '3.5rem', fontWeight: 700, color: 'primaryText', lineHeight: 1 }}
          >
            {code}
          </Typography>
        )}
        <PageHeading>{title}</PageHeading>
        {text ? (
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {text}
          </Typography>
        ) : (
          <Box sx={{ mb: 3 }} />
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center', alignItems: 'center' }}
        >
          {actions}
        </Stack>
      </Paper>
      <Box component="footer" sx={{ mt: 2 }}>
        <LegalLinks />
      </Box>
    </Box>
  );
}
