/**
 * Contracts of the works council's routes: the tenant's approval setting, the
 * approval of a questionnaire and the access log of evaluations.
 */
import * as z from 'zod/mini';
import type { AccessKind } from '../../worksCouncil/approval.js';

/** GET/PUT /px/evaluation/worksCouncil: whether questionnaires need the works council's approval. */
export interface WorksCouncilSettings {
  readonly approvalRequired: boolean;
}

export const worksCouncilSettingsRequest = z.strictObject({
  approvalRequired: z.boolean({ message: 'Bitte angeben, ob eine Freigabe nötig ist.' }),
});
export type WorksCouncilSettingsRequest = z.infer<typeof worksCouncilSettingsRequest>;

/** `{id}` of PUT /px/survey/{id}/approval. */
export const surveyApprovalPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** The works council's approval of a questionnaire: when and by whom. */
export interface SurveyApproval {
  readonly approvedAt: number;
  readonly approvedBy: string;
}

/** One opening of an evaluation: who opened what, when. */
export interface AccessLogEntry {
  readonly id: string;
  readonly at: number;
  readonly userId: string;
  readonly userName: string;
  readonly kind: AccessKind;
  /** The survey or assessment id. */
  readonly objectId: string;
  readonly title: string;
}
