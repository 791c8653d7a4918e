import type { RiskAssessment } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { api } from '@/lib/api/call';
import { useRiskAssessmentMutation } from './keys';

export type JudgeRiskInput = RouteBody<'putRiskAssessmentByIdJudgement'> & { readonly id: string };

/** PUT /api/riskAssessment/{id}/judgement: need for action of one activity in one criteria area. */
export function judgeRisk({ id, ...body }: JudgeRiskInput): Promise<RiskAssessment> {
  return api('putRiskAssessmentByIdJudgement', { path: { id }, body });
}

export function useJudgeRisk() {
  return useRiskAssessmentMutation(judgeRisk);
}
