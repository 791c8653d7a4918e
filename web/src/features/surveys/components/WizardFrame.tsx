import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Tooltip from '@mui/material/Tooltip';
import type { PxModule, SurveySchema } from '@prozesspuls/shared/px';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { SURVEYS_TEXT, t } from '../texts';
import { DefineSurveyStep, type DefineSurveyStepProps } from './DefineSurveyStep';
import { PreviewStep } from './PreviewStep';

export type WizardStep = 0 | 1 | 2;

interface WizardFrameProps {
  readonly header: string;
  readonly step: WizardStep;
  /** Step labels jump only when questions are selected and a title exists. */
  readonly canJump: boolean;
  /** 'Zurück' and 'Weiter' of steps 2 and 3. */
  readonly setStep: (step: WizardStep) => void;
  /** A click on a step label; `setStep` unless the wizard checks more first. */
  readonly onJump?: (step: WizardStep) => void;
  /** Step 1's 'Weiter' is enabled (questions are chosen). */
  readonly canContinue: boolean;
  /** Step 1's 'Weiter': `setStep(1)` unless the wizard asks something first. */
  readonly onContinue?: () => void;
  /** Step 2 'Umfrage definieren': the details so far, their setter, whether a start page is a must. */
  readonly define: Pick<DefineSurveyStepProps, 'draft' | 'onChange' | 'startPageRequired'>;
  /** Step 3: the survey built from steps 1 and 2, once it can be built. */
  readonly preview: { readonly schema: SurveySchema; readonly module: PxModule } | null;
  /** Step 1: the wizard's own way of choosing the questions. */
  readonly children: ReactNode;
}

/**
 * Header with the back arrow (asks before discarding), the three steps and the step's content:
 * step 1 is the wizard's own, steps 2 (details) and 3 (preview) are the same in every wizard.
 */
export function WizardFrame(props: WizardFrameProps) {
  const { header, step, canJump, setStep, onJump = setStep, onContinue = () => setStep(1), preview } = props;
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
            <StepButton disabled={!canJump} onClick={() => onJump(index as WizardStep)}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <>
          {props.children}
          <Box sx={{ mt: 2 }}>
            <Button variant="contained" disabled={!props.canContinue} onClick={onContinue}>
              {t('wizard.next')}
            </Button>
          </Box>
        </>
      )}
      {step === 1 && (
        <DefineSurveyStep {...props.define} onBack={() => setStep(0)} onNext={() => setStep(2)} />
      )}
      {step === 2 && preview && (
        <PreviewStep schema={preview.schema} module={preview.module} onBack={() => setStep(1)} />
      )}
      <ConfirmDialog
        open={leaving}
        texts={SURVEYS_TEXT.wizard.confirmBack}
        width={500}
        onClose={() => setLeaving(false)}
        onConfirm={() => void navigate(paths.surveys)}
      />
    </Box>
  );
}
