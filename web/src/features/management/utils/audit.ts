import { formatDateTime } from '@/lib/format-date';
import type { ManagementKey } from '../locales/de';

const ACTION_KEYS: Readonly<Record<string, ManagementKey>> = {
  'user.add': 'audit.actions.user_add',
  'user.roles': 'audit.actions.user_roles',
  'role.create': 'audit.actions.role_create',
  'role.delete': 'audit.actions.role_delete',
  'role.permission': 'audit.actions.role_permission',
  'client.create': 'audit.actions.client_create',
  'client.state': 'audit.actions.client_state',
  'client.integration': 'audit.actions.client_integration',
  'client.mailDomains': 'audit.actions.client_mailDomains',
  'integration.survey': 'audit.actions.integration_survey',
  'retention.update': 'audit.actions.retention_update',
};

/** The German label's key of an audit action, or undefined for an action this screen does not know. */
export function auditActionKey(action: string): ManagementKey | undefined {
  return ACTION_KEYS[action];
}

/** 'TT.MM.JJJJ HH:mm' in German time; '—' when invalid. */
export const formatGermanDateTime = formatDateTime;

function formatValue(value: unknown, yes: string, no: string): string {
  if (value === true) return yes;
  if (value === false) return no;
  if (Array.isArray(value)) return value.map((item) => formatValue(item, yes, no)).join(', ');
  if (value === null || value === undefined) return '–';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An entry's details on one line, e.g. 'name: PROCESS · granted: ja'. */
export function formatAuditDetails(
  details: Readonly<Record<string, unknown>>,
  words: { readonly yes: string; readonly no: string },
): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${formatValue(value, words.yes, words.no)}`)
    .join(' · ');
}
