import { RiskAssessmentListPage } from '@/features/risk-assessment/components/RiskAssessmentListPage';
import { WithAnyPermission } from '@/features/users/components/WithAnyPermission';

/** /riskAssessment: the psychological risk assessments (GDA); only SURVEY creates one. */
export function Component() {
  return (
    <WithAnyPermission anyOf={['SURVEY', 'SUPER_ADMIN']}>
      {(canCreate) => <RiskAssessmentListPage canCreate={canCreate} />}
    </WithAnyPermission>
  );
}
