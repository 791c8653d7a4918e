import { deDE } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { primaryColorOf } from '@prozesspuls/shared/rules';

/**
 * The app theme; the primary colour is the client's identity colour (hex without '#', FC9861
 * when unset). Secondary indigo as in the spec's theme colours. MUI's German locale
 * gives its built-in texts (pager tooltips, 'Keine Optionen', …) in German like the rest of the UI.
 */
export function createAppTheme(clientColor?: string | null): Theme {
  const base = createTheme(
    {
      palette: {
        primary: { main: `#${primaryColorOf(clientColor)}` },
        secondary: { main: '#3F51B5' },
        background: { default: '#F6F7F9' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '1.75rem', fontWeight: 600 },
        h2: { fontSize: '1.25rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
    },
    deDE,
  );

  // Client colours are often light (FC9861 on white is 2.2:1). Text drawn in the primary colour
  // (links, text and outlined buttons) uses its dark shade so it stays readable.
  const primaryText = base.palette.primary.dark;
  return createTheme(base, {
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            variants: [
              { props: { variant: 'text', color: 'primary' }, style: { color: primaryText } },
              { props: { variant: 'outlined', color: 'primary' }, style: { color: primaryText } },
            ],
          },
        },
      },
      MuiLink: { defaultProps: { color: primaryText } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: 'rgba(0, 0, 0, 0.08)' } } },
    },
  });
}
