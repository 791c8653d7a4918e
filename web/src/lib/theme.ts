import { deDE } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { primaryColorOf, readableTextColor } from '@prozesspuls/shared/rules';

declare module '@mui/material/styles' {
  interface Palette {
    /** The client colour as text: the shade of it that reaches 4.5:1 on the page (sx: 'primaryText'). */
    primaryText: string;
  }
  interface PaletteOptions {
    primaryText?: string;
  }
}

/** The page background behind cards and text, hex without '#'. */
const PAGE_BACKGROUND = 'F6F7F9';

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
        background: { default: `#${PAGE_BACKGROUND}` },
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
  // (links, text and outlined buttons, focused labels) uses the lightest shade of it that reaches
  // 4.5:1 on the page background (WCAG 2.1 SC 1.4.3), so it stays readable for every client colour.
  const primaryText = `#${readableTextColor(primaryColorOf(clientColor), PAGE_BACKGROUND)}`;
  // A visible focus for keyboard users (SC 2.4.7): MUI marks keyboard focus with .Mui-focusVisible,
  // plain elements with :focus-visible; mouse clicks show nothing.
  const focusRing = { outline: `2px solid ${primaryText}`, outlineOffset: 2 };
  return createTheme(base, {
    palette: { primaryText },
    components: {
      MuiCssBaseline: {
        styleOverrides: { ':focus-visible': focusRing, 'a:focus-visible': focusRing },
      },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      // The selected tab's label is text in the client colour.
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
      // Initials on the default avatar grey: white on grey 400 is 1.9:1, on grey 700 7.6:1.
      MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#616161' } } },
      MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused': { color: primaryText } } } },
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: primaryText } } } },
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
