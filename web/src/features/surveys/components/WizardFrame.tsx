import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { t } from '../texts';

export type WizardStep = 0 | 1 | 2;

interface WizardFrameProps {
  readonly header: string;
  readonly step: WizardStep;
  /** Step labels jump only when questions are selected and a title exists (seed 002 §2.5). */
  readonly canJump: boolean;
  readonly onStep: (step: WizardStep) => void;
  readonly children: ReactNode;
}

/** Header with the back arrow (asks before discarding), the three steps and the step's content. */
export function WizardFrame({ header, step, canJump, onStep, children }: WizardFrameProps) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const labels = [t('wizard.steps.questions'), t('wizard.steps.define'), t('wizard.steps.preview')];
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Tooltip title={t('wizard.back')}>
          <IconButton aria-label={t('wizard.back')} onClick={() => setLeaving(true)} sx={{ mb: 3 }}>
            <ArrowBackOutlined />
          </IconButton>
        </Tooltip>
        <PageHeading>{header}</PageHeading>
      </Stack>
      <Stepper nonLinear activeStep={step} sx={{ mb: 3 }}>
        {labels.map((label, index) => (
          <Step key={label} completed={index < step}>
            <StepButton disabled={!canJump} onClick={() => onStep(index as WizardStep)}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      {children}
      <ConfirmDialog
        open={leaving}
        title={t('wizard.backTitle')}
        text={t('wizard.backText')}
        confirmLabel={t('wizard.backConfirm')}
        cancelLabel={t('wizard.cancel')}
        width={500}
        onClose={() => setLeaving(false)}
        onConfirm={() => void navigate(paths.surveys)}
      />
    </Box>
  );
}
