import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ReactNode } from 'react';
import { ColorInput } from '@/components/form/ColorInput';

interface ColorSettingProps extends ComponentProps<typeof ColorInput> {
  readonly heading: string;
  /** The colour code as shown beside the picker. */
  readonly code: string;
  readonly codeTestId: string;
  /** Before the picker, e.g. the avatar it colours. */
  readonly preview?: ReactNode;
  /** After the code, e.g. a way back to the first colour. */
  readonly extra?: ReactNode;
}

/** The colour section of the user and client dialogs: heading, picker and the code beside it. */
export function ColorSetting({ heading, code, codeTestId, preview, extra, ...picker }: ColorSettingProps) {
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {heading}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {preview}
        <ColorInput {...picker} />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }} data-testid={codeTestId}>
          {code}
        </Typography>
        {extra}
      </Stack>
    </Box>
  );
}
