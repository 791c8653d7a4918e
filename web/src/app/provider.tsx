import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createAppTheme } from '@/lib/theme';
import { baselineStyles } from './baseline';

// Before sign-in there is no client: the default colour FC9861. The shell re-themes per client.
const defaultTheme = createAppTheme();

/**
 * What every screen needs: the theme. The query cache is provided by the routes that read the
 * API (app/routes/query-layout.tsx), so the login page does without TanStack Query.
 */
export function AppProvider({ children }: { readonly children: ReactNode }) {
  return (
    <ThemeProvider theme={defaultTheme}>
      <GlobalStyles styles={baselineStyles} />
      {children}
    </ThemeProvider>
  );
}
