import { useParams } from 'react-router';
import { RiskAssessmentPage } from '@/features/risk-assessment/components/RiskAssessmentPage';

/** /riskAssessment/:id: one assessment with its seven GDA steps. */
export function Component() {
  const { id = '' } = useParams();
  return <RiskAssessmentPage id={id} />;
}
