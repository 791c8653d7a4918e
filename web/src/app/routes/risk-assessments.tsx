import { RiskAssessmentListPage } from '@/features/risk-assessment/components/RiskAssessmentListPage';

/** /riskAssessment: the psychological risk assessments (GDA). */
export function Component() {
  return <RiskAssessmentListPage />;
}
