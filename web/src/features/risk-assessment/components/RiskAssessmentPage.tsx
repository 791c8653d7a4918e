import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { useRiskAssessment } from '@/lib/api/get-risk-assessment';
import { RISK_TEXT as T } from '../texts';
import { RiskReadOnly } from './EditButton';
import { ElementPicker } from './ElementPicker';
import { Judgements } from './Judgements';
import { Measures } from './Measures';
import { ReportSection } from './ReportSection';
import { Section } from './Section';
import { StepTracker } from './StepTracker';
import { StrainSection } from './StrainSection';
import { SurveyLinks } from './SurveyLinks';

/** One risk assessment: the step tracker and one block per GDA step, documented throughout. */
export function RiskAssessmentPage({ id, readOnly }: { readonly id: string; readonly readOnly: boolean }) {
  const assessment = useRiskAssessment(id);
  if (assessment.isError)
    return <QueryErrorAlert error={assessment.error} onRetry={() => void assessment.refetch()} />;
  if (!assessment.data) return <PageLoader />;
  const a = assessment.data;
  return (
    <RiskReadOnly value={readOnly}>
      <Stack spacing={3}>
        <div>
          <Link to={paths.riskAssessment}>{T.back}</Link>
          <PageHeading>{`${T.title}: ${a.title}`}</PageHeading>
          {a.scope && <Typography color="text.secondary">{a.scope}</Typography>}
        </div>
        {readOnly && <Alert severity="info">{T.readOnly}</Alert>}
        {/* Read-only (the works council): a disabled fieldset disables every control of the steps. */}
        <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Stack spacing={3}>
            <Section title={T.steps}>
              <StepTracker assessment={a} />
            </Section>
            <Section title={T.elements}>
              <ElementPicker key={a.model?.uuid ?? 'none'} assessment={a} />
            </Section>
            <Section title={T.surveys}>
              <SurveyLinks assessment={a} />
            </Section>
            <Section title={T.strain}>
              <StrainSection assessment={a} />
            </Section>
            <Section title={T.judgements}>
              <Judgements key={a.elements.map((e) => e.elementId).join()} assessment={a} />
            </Section>
            <Section title={T.measures}>
              <Measures assessment={a} />
            </Section>
            {a.effectCheckReasons.length > 0 && (
              <Alert severity="info" data-testid="risk-effect-check-offer">
                <AlertTitle>{T.effectCheckDue}</AlertTitle>
                {a.effectCheckReasons.map((reason) => (
                  <Typography key={reason} variant="body2">
                    {reason}
                  </Typography>
                ))}
                <Typography variant="body2">{T.effectCheckHow}</Typography>
              </Alert>
            )}
          </Stack>
        </Box>
        <Section title={T.report}>
          <ReportSection assessment={a} readOnly={readOnly} />
        </Section>
      </Stack>
    </RiskReadOnly>
  );
}
