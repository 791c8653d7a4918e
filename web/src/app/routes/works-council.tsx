import { WorksCouncilPage } from '@/features/works-council/components/WorksCouncilPage';

/** /worksCouncil: questionnaire approvals and the access log of evaluations. */
export function Component() {
  return <WorksCouncilPage />;
}
