/** The works council's items: the approval setting and the access log. */
import { requiredNumber, requiredString, tenantEntity } from './common.js';

/**
 * One item per client (`T#<clientId>` / `WORKSCOUNCIL`), absent until an administrator first
 * chooses: absent means no approval is required.
 */
export const worksCouncilSettingsSchema = tenantEntity('worksCouncilSettings', 'WORKSCOUNCIL', {
  approvalRequired: { type: 'boolean', required: true },
});

/**
 * One item per opening of an evaluation (`T#<clientId>` / `ACCESSLOG#<at>#<accessId>`), so the
 * client's log is one Query of its partition by the prefix, in time order. Never changed.
 */
export const evaluationAccessSchema = tenantEntity('evaluationAccess', 'ACCESSLOG#${at}#${accessId}', {
  accessId: requiredString,
  at: requiredNumber,
  userId: requiredString,
  userName: requiredString,
  kind: requiredString,
  objectId: requiredString,
  title: requiredString,
});
