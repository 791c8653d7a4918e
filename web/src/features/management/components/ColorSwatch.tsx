import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A small colour square with its code beside it (user and client colours). */
export function ColorSwatch({
  color,
  showCode = true,
}: {
  readonly color: string;
  readonly showCode?: boolean;
}) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: 20,
          height: 20,
          borderRadius: 0.75,
          bgcolor: color,
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.15)',
          flexShrink: 0,
        }}
      />
      {showCode && (
        <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
          {color.toUpperCase()}
        </Typography>
      )}
    </Box>
  );
}
