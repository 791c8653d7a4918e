import * as z from 'zod/mini';
import { base64ByteLength, CLIENT_LOGO_MAX_BYTES } from '../../limits.js';
import { isReservedRoleTitle, PERMISSIONS, RESERVED_ROLE_TITLE_MESSAGE } from '../../permissions.js';
import type { TenantDeletion } from '../../privacy/tenantDeletion.js';
import { type DomainCount, MAIL_DOMAINS_MAX } from '../../px/survey/recipients.js';
import { hexColor } from './fields.js';

export { base64ByteLength, CLIENT_LOGO_MAX_BYTES } from '../../limits.js';

/** GET /client/color — hex without '#'. */
export interface ClientColor {
  readonly color: string;
}

/** GET /client/icon — the logo as data URL, or null. */
export interface ClientIcon {
  readonly imageUrl: string | null;
}

const logoDataUrl = z.string().check(
  z.maxLength(Math.ceil((CLIENT_LOGO_MAX_BYTES * 4) / 3) + 100, 'Logo muss kleiner als 50KB sein'),
  z.regex(/^data:image\/[\w.+-]+;base64,[A-Za-z0-9+/=]+$/, 'Nur Bilddateien sind erlaubt'),
  z.refine((url) => base64ByteLength(url.split(',')[1] ?? '') < CLIENT_LOGO_MAX_BYTES, {
    message: 'Logo muss kleiner als 50KB sein',
  }),
);

/** GET /permission item */
export interface PermissionInfo {
  readonly name: string;
  readonly label: string;
  readonly description: string;
}

/** POST /permission — one flag of one role. */
export const setPermissionRequest = z.object({
  roleId: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.enum(PERMISSIONS),
  granted: z.boolean(),
});

/** POST /role */
export const createRoleRequest = z.object({
  roleTitle: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(100),
    z.refine((title) => !isReservedRoleTitle(title), { message: RESERVED_ROLE_TITLE_MESSAGE }),
  ),
});

/** GET /client item */
export interface ClientDetails {
  readonly id: number;
  readonly companyName: string;
  readonly shortName: string;
  readonly adminEmail: string;
  readonly activeState: boolean;
  readonly identityColor: string;
  readonly imageUrl: string | null;
  /** The requested or running deletion of the tenant, else null. */
  readonly deletion: TenantDeletion | null;
}

/** POST /client */
export const createClientRequest = z.object({
  companyName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  shortName: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  adminEmail: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.'),
      z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    ),
  identityColor: z.optional(hexColor),
  imageUrl: z.nullable(z.optional(logoDataUrl)),
});

/** POST /client/state */
export const clientStateRequest = z.object({
  clientToChangeId: z.coerce.number().check(z.int(), z.gte(0)),
  newActiveState: z.boolean(),
});

/** POST /client/integration */
export const integrationRequest = z.object({
  clientToChangeId: z.coerce.number().check(z.int(), z.gte(0)),
  externalURL: z.string().check(z.trim(), z.maxLength(2000)),
  integrationState: z.boolean(),
});

export interface IntegrationSettings {
  readonly clientToChangeId: number;
  readonly externalURL: string;
  readonly integrationState: boolean;
}

/** An audit entry: who changed what, when. */
export interface AuditEntry {
  readonly at: string;
  readonly actor: string;
  readonly action: string;
  readonly target: string;
  readonly details: Readonly<Record<string, unknown>>;
}

/** PUT /client/mailDomains — the mail domains whose addresses may receive the client's surveys. */
export const mailDomainsRequest = z.object({
  domains: z
    .array(z.string().check(z.maxLength(253)))
    .check(z.maxLength(MAIL_DOMAINS_MAX, `Es sind höchstens ${MAIL_DOMAINS_MAX} Mail-Domains erlaubt.`)),
});
export type MailDomainsRequest = z.infer<typeof mailDomainsRequest>;

/** GET/PUT /client/mailDomains (padding). */
export interface MailDomainSettings {
  /** The allowed domains: the saved list, else `defaults`. */
  readonly domains: readonly string[];
  /** The domains of the client's users' addresses: the default, and what a tenant admin may choose from. */
  readonly defaults: readonly string[];
  /** Whether a list was saved (else the default applies). */
  readonly saved: boolean;
  /** Whether the caller may allow domains beyond the default (a platform superuser). */
  readonly canWiden: boolean;
}

/** GET /client/survey/recipientDomains item: a survey's current round, recipients per mail domain. */
export interface SurveyRecipientDomains {
  readonly surveyId: string;
  readonly title: string;
  readonly round: number;
  readonly archived: boolean;
  readonly recipients: number;
  readonly domains: readonly DomainCount[];
}
