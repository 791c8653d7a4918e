import type { RiskAssessment } from '@prozesspuls/shared';
import type { RouteBody } from '@prozesspuls/shared/contract';
import { api } from '@/lib/api/call';
import { useRiskAssessmentMutation } from './keys';

export type PickRiskElementsInput = RouteBody<'putRiskAssessmentByIdElements'> & { readonly id: string };

/** PUT /api/riskAssessment/{id}/elements: step 1, activities and roles of a released model. */
export function pickRiskElements({ id, ...body }: PickRiskElementsInput): Promise<RiskAssessment> {
  return api('putRiskAssessmentByIdElements', { path: { id }, body });
}

export function usePickRiskElements() {
  return useRiskAssessmentMutation(pickRiskElements);
}
