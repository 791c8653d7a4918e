import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { RiskAssessment, RiskStep } from '@prozesspuls/shared';
import type { GdaStepState } from '@prozesspuls/shared/riskAssessment';
import { useState } from 'react';
import { DateField } from '@/components/form/DateField';
import { ValueField } from '@/components/form/ValueField';
import { useUpdateRiskStep } from '../api/update-risk-step';
import { RISK_TEXT as T } from '../texts';
import { GdaChoiceField } from './GdaChoiceField';
import { ResponsibleSelect } from './ResponsibleSelect';
import { StepSave } from './StepSave';

function StepForm({ assessmentId, step }: { readonly assessmentId: string; readonly step: RiskStep }) {
  const update = useUpdateRiskStep();
  const [state, setState] = useState<GdaStepState>(step.state);
  const [responsible, setResponsible] = useState(step.responsibleUserId ?? '');
  const [dueDate, setDueDate] = useState(step.dueDate ?? '');
  const [comment, setComment] = useState(step.comment);
  const save = () =>
    update.mutate({
      id: assessmentId,
      step: String(step.step),
      state,
      responsibleUserId: responsible || null,
      dueDate: dueDate || null,
      comment,
    });
  return (
    <Stack spacing={2} sx={{ mt: 1, maxWidth: 720 }} data-testid={`risk-step-form-${step.step}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <GdaChoiceField list="stepState" value={state} onChange={setState} sx={{ minWidth: 180 }} />
        <ResponsibleSelect value={responsible} onChange={setResponsible} nobody sx={{ minWidth: 220 }} />
        <DateField label={T.dueDate} value={dueDate} onChange={setDueDate} />
      </Stack>
      <ValueField label={T.comment} value={comment} onValue={setComment} multiline />
      <StepSave mutation={update} label={T.saveStep} onSave={save} />
    </Stack>
  );
}

/** The seven GDA steps with their state; every step opens to set state, responsible, due date and comment. */
export function StepTracker({ assessment }: { readonly assessment: RiskAssessment }) {
  const [open, setOpen] = useState(Math.min(assessment.currentStep, 7) - 1);
  return (
    <Stepper orientation="vertical" nonLinear activeStep={open} aria-label={T.steps}>
      {assessment.steps.map((step, index) => (
        <Step key={step.step} completed={step.state === 'abgeschlossen'}>
          <StepLabel
            onClick={() => setOpen(index)}
            sx={{ cursor: 'pointer' }}
            optional={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip size="small" label={step.state} data-testid={`risk-step-state-${step.step}`} />
                {step.responsibleName && <Typography variant="caption">{step.responsibleName}</Typography>}
                {step.overdue && <Chip size="small" color="error" label={T.overdue} />}
              </Stack>
            }
          >
            {`${step.step}. ${step.name}`}
          </StepLabel>
          <StepContent>
            <StepForm key={`${assessment.updatedAt}-${step.step}`} assessmentId={assessment.id} step={step} />
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}
