import { useParams } from 'react-router';
import { RiskAssessmentPage } from '@/features/risk-assessment/components/RiskAssessmentPage';
import { WithAnyPermission } from '@/features/users/components/WithAnyPermission';

/** /riskAssessment/:id: one assessment with its seven GDA steps; the works council only reads it. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <WithAnyPermission anyOf={['SURVEY', 'SUPER_ADMIN']}>
      {(canWrite) => <RiskAssessmentPage id={id} readOnly={!canWrite} />}
    </WithAnyPermission>
  );
}
