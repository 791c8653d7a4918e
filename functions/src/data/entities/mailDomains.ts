/** The client's allowed mail domains for survey recipients (padding). */
import { requiredNumber, requiredString, requiredStringList, tenantEntity } from './common.js';

/**
 * One item per client (`T#<clientId>` / `MAILDOMAINS`), absent until an administrator saves a list
 * (then the domains of the client's users apply). `rev` grows with every save; a save is
 * conditioned on the revision it was judged against (data/repositories/mailDomainSettings.ts).
 */
export const mailDomainSettingsSchema = tenantEntity('mailDomainSettings', 'MAILDOMAINS', {
  domains: requiredStringList,
  rev: requiredNumber,
  updatedBy: requiredString,
});
