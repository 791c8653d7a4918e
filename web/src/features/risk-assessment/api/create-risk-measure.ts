import type { RiskAssessment } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { api } from '@/lib/api/call';
import { useRiskAssessmentMutation } from './keys';

export type CreateRiskMeasureInput = RouteBody<'postRiskAssessmentByIdMeasure'> & { readonly id: string };

/** POST /api/riskAssessment/{id}/measure: a measure on activities (step 4). */
export function createRiskMeasure({ id, ...body }: CreateRiskMeasureInput): Promise<RiskAssessment> {
  return api('postRiskAssessmentByIdMeasure', { path: { id }, body });
}

export function useCreateRiskMeasure() {
  return useRiskAssessmentMutation(createRiskMeasure);
}
