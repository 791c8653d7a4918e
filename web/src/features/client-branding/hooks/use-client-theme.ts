import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { createAppTheme } from '@/lib/theme';
import { useClientColor } from '../api/get-client-color';

/** The MUI theme in the current client's colour (FC9861 until it is known or when it fails to load). */
export function useClientTheme(): { theme: Theme; isPending: boolean } {
  const color = useClientColor();
  const clientColor = color.data?.color;
  const theme = useMemo(() => createAppTheme(clientColor), [clientColor]);
  return { theme, isPending: color.isPending };
}
