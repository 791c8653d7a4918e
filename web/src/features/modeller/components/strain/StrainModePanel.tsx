import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { StrainLegend } from '@/components/diagram/StrainLegend';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import type { StrainModeState } from '../../hooks/use-strain-mode';
import { st } from './texts';

/**
 * The 'Belastung' switch, in the workspace header beside the PX switch, so that it takes no row
 * of the canvas while it is off.
 */
export function StrainModeSwitch({ strain }: { readonly strain: StrainModeState }) {
  if (!strain.available) return null;
  return (
    <Tooltip title={st('switchHint')}>
      <FormControlLabel
        control={
          <Switch
            checked={strain.on}
            onChange={(_, checked) => strain.setOn(checked)}
            slotProps={{ input: { 'aria-label': st('switch') } }}
          />
        }
        label={st('switch')}
        sx={{ mr: 0 }}
      />
    </Tooltip>
  );
}

/**
 * While 'Belastung' is on: the assessment picker, the anonymity threshold and the legend of the
 * heat overlay (the same legend as on the assessment page), above the canvas.
 */
export function StrainModePanel({ strain }: { readonly strain: StrainModeState }) {
  if (!strain.available || !strain.on) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1 }} data-testid="strain-mode">
      {strain.assessments.length > 0 && (
        <TextField
          select
          size="small"
          label={st('assessment')}
          value={strain.assessmentId ?? ''}
          onChange={(event) => strain.setAssessmentId(event.target.value)}
          sx={{ minWidth: 260, alignSelf: 'flex-start' }}
        >
          {strain.assessments.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {strain.error !== null && <QueryErrorAlert error={strain.error} onRetry={strain.retry} />}
      {strain.listed && strain.assessmentId === null && (
        <Typography variant="body2" color="text.secondary">
          {st('none')}
        </Typography>
      )}
      {strain.strain && (
        <>
          <Typography variant="body2" color="text.secondary">
            {st('threshold', { count: strain.strain.threshold })}
            {strain.releaseVersion !== null && ` ${st('version', { version: strain.releaseVersion })}`}
          </Typography>
          <StrainLegend />
          <Typography variant="caption" color="text.secondary">
            {st('measures')}
          </Typography>
        </>
      )}
    </Stack>
  );
}
