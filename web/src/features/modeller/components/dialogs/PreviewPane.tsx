import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DiagramPreview } from '../DiagramPreview';

interface PreviewPaneProps {
  /** The chosen diagram; null while nothing is chosen (the hint shows instead). */
  readonly preview: {
    readonly xml: string | undefined;
    readonly name: string;
    readonly loading: boolean;
  } | null;
  readonly hint: string;
  readonly error?: string | null;
}

/** The right half of the full-screen pickers (history, subprocess link): a diagram preview. */
export function PreviewPane({ preview, hint, error }: PreviewPaneProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ flex: 1, minWidth: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      {error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {error}
        </Alert>
      )}
      {preview === null ? (
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography color="text.secondary">{hint}</Typography>
        </Box>
      ) : (
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <DiagramPreview xml={preview.xml} name={preview.name} loading={preview.loading} />
        </Box>
      )}
    </Paper>
  );
}
