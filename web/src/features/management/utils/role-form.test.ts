import type { RoleDetails } from '@prozesspuls/shared';
import { NEW_ROLE_PERMISSIONS } from '@prozesspuls/shared/rules';
import { describe, expect, it } from 'vitest';
import { managementText } from '../locales/de';
import { isGranted, validateRoleTitle, withPermission } from './role-form';

describe("validateRoleTitle ('Rollentitle*')", () => {
  it("requires a title: 'Muss ausgefüllt werden'", () => {
    for (const empty of ['', '   ']) {
      const key = validateRoleTitle(empty);
      expect(key && managementText(key)).toBe('Muss ausgefüllt werden');
    }
  });

  it('accepts any other title', () => {
    expect(validateRoleTitle('Prüfer')).toBeUndefined();
  });

  it("labels the field 'Rollentitle' (the asterisk comes from the required mark)", () => {
    expect(managementText('roles.dialog.roleTitle')).toBe('Rollentitle');
  });
});

describe('permission switches', () => {
  const roles: RoleDetails[] = [
    { id: 'a', roleTitle: 'A', permissions: { ...NEW_ROLE_PERMISSIONS } },
    { id: 'b', roleTitle: 'B', permissions: { process: true } },
  ];

  it('reads flags case-insensitively and only when granted', () => {
    expect(isGranted(roles[0] as RoleDetails, 'READ')).toBe(true);
    expect(isGranted(roles[0] as RoleDetails, 'WRITE')).toBe(false);
    expect(isGranted(roles[1] as RoleDetails, 'PROCESS')).toBe(true);
    expect(isGranted(roles[1] as RoleDetails, 'SURVEY')).toBe(false);
  });

  it('sets one flag of one role, leaving the others untouched', () => {
    const next = withPermission(roles, 'a', 'PROCESS', true);
    expect(next[0]?.permissions).toEqual({ ...NEW_ROLE_PERMISSIONS, PROCESS: true });
    expect(next[1]).toBe(roles[1]);
    expect(roles[0]?.permissions).toEqual(NEW_ROLE_PERMISSIONS);
  });
});
