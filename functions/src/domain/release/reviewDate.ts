import { nextReviewDate, REVIEW_DATE_MESSAGES, reviewDateError } from '@prozesspuls/shared';
import { setModelReviewDueAt } from '../../data/repositories/release.js';
import { Conflict, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { mayEditDiagram } from './releaseState.js';

/**
 * Sets the model's next review date ('Nächste Überprüfung'): a day from today up to
 * ten years ahead, or null for the default, 12 months after the last approval (an approval starts
 * a new period and clears a set date). Only the owner and, under release, the reviewer fixed by the
 * release history may (canIssueReleaseRequest); the write holds only while the owner is the one
 * checked, so a parallel transfer of ownership cannot let a former owner through.
 */
export async function setReviewDueAt(
  caller: Identity,
  uuid: string,
  day: string | null,
  now = Date.now(),
): Promise<{ reviewDueAt: string | null }> {
  const { model, folder, summary } = await visibleModel(caller, uuid);
  const reviewer = model.releaseEnabled === true && mayEditDiagram(caller, model, folder);
  if (!summary.isOwn && !reviewer) throw new PermissionDenied(REVIEW_DATE_MESSAGES.notAllowed);
  if (day !== null) {
    const error = reviewDateError(day, now);
    if (error) throw new RuleViolation(error);
  }
  const stored = day === null ? undefined : `${day}T00:00:00.000Z`;
  const written = await setModelReviewDueAt(caller.clientId, uuid, stored ?? null, model.initiator, reviewer);
  if (!written) throw new Conflict(REVIEW_DATE_MESSAGES.changedMeanwhile);
  return { reviewDueAt: nextReviewDate(stored, model.releasedAt ?? null) };
}
