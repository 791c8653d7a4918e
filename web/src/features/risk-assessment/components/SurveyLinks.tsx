import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RiskAssessment } from '@prozesspuls/shared';
import { RISK_SURVEY_PHASES, type RiskSurveyPhase } from '@prozesspuls/shared/riskAssessment';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField, valueOptions } from '@/components/form/SelectField';
import { surveysQueryOptions } from '@/lib/api/get-surveys';
import { useLinkRiskSurveys } from '../api/link-risk-surveys';
import { RISK_TEXT as T } from '../texts';
import { StepSave } from './StepSave';

const NONE = '';

/** Steps 2 and 6: which surveys measure the strain (Ermittlung) and the effect (Wirksamkeitskontrolle). */
export function SurveyLinks({ assessment }: { readonly assessment: RiskAssessment }) {
  const surveys = useQuery(surveysQueryOptions(false));
  const link = useLinkRiskSurveys();
  const [phases, setPhases] = useState<Readonly<Record<string, RiskSurveyPhase | typeof NONE>>>(
    Object.fromEntries(assessment.surveys.map((s) => [s.surveyId, s.phase])),
  );
  const save = () =>
    link.mutate({
      id: assessment.id,
      surveys: Object.entries(phases).flatMap(([surveyId, phase]) => (phase ? [{ surveyId, phase }] : [])),
    });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{T.surveysHint}</Typography>
      {(surveys.data ?? []).map((survey) => (
        <SelectField
          key={survey.id}
          label={survey.title}
          value={phases[survey.id] ?? NONE}
          onChange={(event) =>
            setPhases((current) => ({ ...current, [survey.id]: event.target.value as RiskSurveyPhase }))
          }
          options={[{ value: NONE, label: T.notLinked }, ...valueOptions(RISK_SURVEY_PHASES)]}
          sx={{ maxWidth: 480 }}
        />
      ))}
      <StepSave mutation={link} label={T.saveSurveys} onSave={save} />
    </Stack>
  );
}
