import { api } from '@/lib/api/call';

/**
 * PUT /api/bpmn/{uuid}/reviewDueAt { reviewDueAt } — the owner or reviewer sets the next review
 * date ('YYYY-MM-DD', null: 12 months after the last approval); answers the date now in force.
 */
export function setReviewDate(uuid: string, reviewDueAt: string | null) {
  return api('putBpmnByUuidReviewDueAt', { path: { uuid }, body: { reviewDueAt } });
}
