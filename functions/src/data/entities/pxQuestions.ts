/**
 * PX questions (questions-px): the client's own survey questions. The standard catalogue is not
 * stored per client; it is served from the versioned data in shared/src/px/catalogue
 * (docs/px-catalogue.md). A deleted question keeps its item with `deletedAt` (soft delete): surveys
 * and evaluations that use it still find its text.
 */
import { optionalNumber, optionalString, requiredNumber, requiredString, tenantEntity } from './common.js';

export const pxQuestionSchema = tenantEntity('pxQuestion', 'PXQ#${id}', {
  id: requiredString,
  text: requiredString,
  /** English wording for participants who switch to English. */
  textEn: optionalString,
  /** Epoch ms. */
  createdAt: requiredNumber,
  createdBy: requiredString,
  answerType: requiredString,
  module: requiredString,
  type: requiredString,
  element: optionalString,
  answerOptions: {
    type: 'list',
    items: {
      type: 'map',
      properties: {
        value: { type: 'string', required: true },
        inverted: { type: 'boolean', required: true },
      },
    },
  },
  /** answerRatingInverted: agreement is good, so level n scores 7 − n (absent on older items: false). */
  answerRatingInverted: { type: 'boolean' },
  /** Raised by every edit in place; an edit is written only if it is still the one the editor read. */
  revision: optionalNumber,
  /**
   * Set when an edit of a question a sent survey asks made a new version (with `deletedAt`): the
   * id of that version. Attachments to model elements follow it; surveys keep this one.
   */
  replacedBy: optionalString,
  /** The version this one replaced (edit history). */
  previousId: optionalString,
  /** Set by the soft delete: no longer offered, still resolvable by id. */
  deletedAt: optionalNumber,
});
