import type { RiskAssessment } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { api } from '@/lib/api/call';
import { useRiskAssessmentMutation } from './keys';

export type UpdateRiskMeasureInput = RouteBody<'putRiskAssessmentByIdMeasureByMeasureId'> & {
  readonly id: string;
  readonly measureId: string;
};

/** PUT /api/riskAssessment/{id}/measure/{measureId}: fields and state of a measure (steps 4 and 5). */
export function updateRiskMeasure({
  id,
  measureId,
  ...body
}: UpdateRiskMeasureInput): Promise<RiskAssessment> {
  return api('putRiskAssessmentByIdMeasureByMeasureId', { path: { id, measureId }, body });
}

export function useUpdateRiskMeasure() {
  return useRiskAssessmentMutation(updateRiskMeasure);
}
