import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { usePxModelQuestions } from '../../api/get-px-model-questions';
import { usePxMode } from '../../hooks/use-px-mode';
import { PxSurveyFlow } from './PxSurveyFlow';
import { pxt } from './texts';

interface PxModeSwitchProps {
  readonly uuid: string;
  /** The model is in release review: the switch stays as it is. */
  readonly underReview: boolean;
}

/**
 * The header's 'PX-Modus' switch (only for PX_WRITE / PX_EVAL / ADMIN) and, in PX mode, the
 * mode label and the question overview with survey generation.
 */
export function PxModeSwitch({ uuid, underReview }: PxModeSwitchProps) {
  const { pxMode, canTogglePx, setPxMode, canWritePx, canEvalPx } = usePxMode();
  const questions = usePxModelQuestions(uuid, pxMode);
  const [overviewOpen, setOverviewOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  if (!canWritePx && !canEvalPx) return null;
  const count = questions.data?.elements.reduce((sum, element) => sum + element.questions.length, 0) ?? 0;

  const toggle = async (on: boolean) => {
    setSwitching(true);
    try {
      await setPxMode(on);
    } finally {
      setSwitching(false);
    }
  };

  const control = (
    <FormControlLabel
      control={
        <Switch
          checked={pxMode}
          onChange={(_, checked) => void toggle(checked)}
          disabled={!canTogglePx || switching}
          slotProps={{ input: { 'aria-label': pxt('switch') } }}
        />
      }
      label={pxt('switch')}
      sx={{ mr: 0 }}
    />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="px-mode">
      <Tooltip title={underReview ? pxt('switchBlockedReview') : pxt('switchHint')}>
        <span>{control}</span>
      </Tooltip>
      {pxMode && (
        <>
          <Chip size="small" color="secondary" label={pxt('label')} data-testid="px-mode-chip" />
          <Button size="small" startIcon={<QuizOutlined />} onClick={() => setOverviewOpen(true)}>
            {pxt('overviewCount', { count })}
          </Button>
        </>
      )}
      {pxMode && overviewOpen && (
        <PxSurveyFlow uuid={uuid} questions={questions} onClose={() => setOverviewOpen(false)} />
      )}
    </Stack>
  );
}
