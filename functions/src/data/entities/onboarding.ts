import { tenantEntity } from './common.js';

const step = { type: 'boolean', required: true, default: false } as const;

/**
 * A new client's first-steps checklist (`T#<clientId>` / `FIRSTSTEPS`): written when the platform
 * creates the client, each step set once when a member first does it, `dismissed` when an
 * administrator hides the list. Clients created before the checklist existed have no item.
 */
export const firstStepsSchema = tenantEntity('firstSteps', 'FIRSTSTEPS', {
  modelCreated: step,
  colleagueInvited: step,
  surveySent: step,
  dismissed: step,
});
