import { describe, expect, it } from 'vitest';
import { managementText } from '../locales/de';
import { auditActionKey, formatAuditDetails, formatGermanDateTime } from './audit';

describe('audit trail helpers', () => {
  it('labels every action the server records in German', () => {
    const actions = [
      'user.add',
      'user.roles',
      'role.create',
      'role.delete',
      'role.permission',
      'client.create',
      'client.state',
      'client.integration',
      'integration.survey',
    ];
    for (const action of actions) {
      const key = auditActionKey(action);
      expect(key, action).toBeDefined();
      expect(key && managementText(key)).not.toBe(key);
    }
    expect(auditActionKey('role.permission') && managementText('audit.actions.role_permission')).toBe(
      'Recht geändert',
    );
    expect(auditActionKey('something.else')).toBeUndefined();
  });

  it('formats dates as TT.MM.JJJJ HH:mm in German time, a dash when broken', () => {
    expect(formatGermanDateTime('2026-06-02T07:05:00Z')).toBe('02.06.2026 09:05');
    expect(formatGermanDateTime('kein Datum')).toBe('—');
  });

  it('puts the details on one line', () => {
    expect(
      formatAuditDetails({ name: 'PROCESS', granted: true, roles: ['a', 'b'] }, { yes: 'ja', no: 'nein' }),
    ).toBe('name: PROCESS · granted: ja · roles: a, b');
    expect(formatAuditDetails({}, { yes: 'ja', no: 'nein' })).toBe('');
  });
});
