import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '@/lib/i18n';

/**
 * Product mark (a pulse line) and name, shown where no client logo is available. `inverted` is for
 * coloured backgrounds: the mark and name then take the surrounding text colour.
 */
export function BrandMark({ inverted = false }: { readonly inverted?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: 32, height: 32, flexShrink: 0, color: inverted ? 'inherit' : 'primary.main' }}
      >
        <rect width="32" height="32" rx="7" fill="currentColor" opacity={inverted ? 0.15 : 1} />
        <path
          d="M4 17h6l3-7 5 13 3-6h7"
          fill="none"
          stroke={inverted ? 'currentColor' : '#fff'}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1.2rem',
          letterSpacing: '-0.01em',
          color: inverted ? 'inherit' : 'text.primary',
        }}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
