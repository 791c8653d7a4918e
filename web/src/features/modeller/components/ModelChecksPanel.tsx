import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModellerController } from '../bpmn/controller';
import type { ModelChecksResult } from '../hooks/use-model-checks';
import { mt } from '../i18n';
import { CanvasPanel } from './CanvasPanel';
import { ModelCheckFindingList } from './ModelCheckFindingList';

interface ModelChecksPanelProps {
  readonly controller: ModellerController | null;
  readonly result: ModelChecksResult;
  readonly numbers: ReadonlyMap<string, string>;
  readonly onClose: () => void;
}

/**
 * The findings of 'Modell prüfen' over the canvas (bottom left, clear of the palette's top and the
 * minimap): errors first, each naming its element (number, name, German type); a click selects
 * the element and scrolls it into view.
 */
export function ModelChecksPanel({ controller, result, numbers, onClose }: ModelChecksPanelProps) {
  const findings = result.state === 'done' ? result.findings : [];
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  return (
    <CanvasPanel
      panel="modelChecks"
      aria-label={mt('modelChecks.title')}
      data-testid="model-checks"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 1.5, pt: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {mt('modelChecks.title')}
          {result.state === 'done' && findings.length > 0 && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {mt('modelChecks.summary', {
                errors: String(errors),
                warnings: String(findings.length - errors),
              })}
            </Typography>
          )}
        </Typography>
        <IconButton size="small" aria-label={mt('modelChecks.close')} onClick={onClose}>
          <Close fontSize="small" />
        </IconButton>
      </Stack>
      {result.state === 'running' && (
        <Typography variant="body2" sx={{ px: 1.5, pb: 1.5 }}>
          {mt('modelChecks.running')}
        </Typography>
      )}
      {result.state === 'failed' && (
        <Alert severity="error" sx={{ m: 1 }}>
          {mt('modelChecks.failed')}
        </Alert>
      )}
      {result.state === 'done' && findings.length === 0 && (
        <Alert severity="success" sx={{ m: 1 }}>
          {mt('modelChecks.none')}
        </Alert>
      )}
      {findings.length > 0 && (
        <ModelCheckFindingList controller={controller} findings={findings} numbers={numbers} />
      )}
    </CanvasPanel>
  );
}
