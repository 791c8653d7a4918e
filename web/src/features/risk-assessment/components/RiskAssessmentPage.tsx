import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { useRiskAssessment } from '../api/get-risk-assessment';
import { RISK_TEXT as T } from '../texts';
import { ElementPicker } from './ElementPicker';
import { Judgements } from './Judgements';
import { Measures } from './Measures';
import { ReportSection } from './ReportSection';
import { Section } from './Section';
import { StepTracker } from './StepTracker';
import { StrainSection } from './StrainSection';
import { SurveyLinks } from './SurveyLinks';

/** One risk assessment: the step tracker and one block per GDA step, documented throughout. */
export function RiskAssessmentPage({ id }: { readonly id: string }) {
  const assessment = useRiskAssessment(id);
  if (assessment.isError)
    return <QueryErrorAlert error={assessment.error} onRetry={() => void assessment.refetch()} />;
  if (!assessment.data) return <PageLoader />;
  const a = assessment.data;
  return (
    <Stack spacing={3}>
      <div>
        <Link to={paths.riskAssessment}>{T.back}</Link>
        <PageHeading>{`${T.title}: ${a.title}`}</PageHeading>
        {a.scope && <Typography color="text.secondary">{a.scope}</Typography>}
      </div>
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
      <Section title={T.report}>
        <ReportSection assessment={a} />
      </Section>
    </Stack>
  );
}
