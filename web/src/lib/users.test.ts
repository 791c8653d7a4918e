import type { ManagedUser, RoleDetails } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { offeredUsers, userLabel, usersWhoMayOpenModels } from './users';

const user = (userId: string, fullName: string) => ({ userId, fullName }) as ManagedUser;
const USERS = [
  user('modeller@demo.local', 'Max Modell'),
  user('admin@demo.local', 'Anna Admin'),
  user('mitarbeiter@demo.local', 'Mia Mitarbeiter'),
];

describe('offeredUsers', () => {
  it('offers every user except those excluded, case-insensitively, sorted by name', () => {
    expect(offeredUsers(USERS, ['MODELLER@demo.local', null]).map((u) => u.userId)).toEqual([
      'admin@demo.local',
      'mitarbeiter@demo.local',
    ]);
    expect(offeredUsers(USERS, []).map((u) => u.fullName)).toEqual([
      'Anna Admin',
      'Max Modell',
      'Mia Mitarbeiter',
    ]);
  });
});

describe('userLabel', () => {
  it('shows name and id, or the id of an unknown user', () => {
    expect(userLabel('admin@demo.local', USERS)).toBe('Anna Admin (admin@demo.local)');
    expect(userLabel('weg@demo.local', USERS)).toBe('weg@demo.local');
  });
});

describe('usersWhoMayOpenModels', () => {
  const withRoles = (userId: string, roleIds: string[]) =>
    ({
      userId,
      fullName: userId,
      roles: roleIds.map((id) => ({ id, roleTitle: id })),
    }) as unknown as ManagedUser;
  const ROLES: RoleDetails[] = [
    { id: 'modellierer', roleTitle: 'Modellierer', permissions: { PROCESS: true, PROCESS_WRITE: true } },
    { id: 'admin', roleTitle: 'Admin', permissions: { ADMIN: true } },
    { id: 'px', roleTitle: 'PX', permissions: { PX_READ: true } },
  ];

  it('keeps only users with a role that opens models, as the server decides', () => {
    const users = [
      withRoles('max@x', ['modellierer']),
      withRoles('anna@x', ['admin']),
      withRoles('paula@x', ['px']),
      withRoles('mia@x', []),
      withRoles('geist@x', ['gelöscht']),
      withRoles('both@x', ['px', 'modellierer']),
    ];
    expect(usersWhoMayOpenModels(users, ROLES).map((u) => u.userId)).toEqual(['max@x', 'anna@x', 'both@x']);
  });
});
