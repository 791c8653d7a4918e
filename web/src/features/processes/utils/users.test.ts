import type { ManagedUser } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { offeredUsers, userLabel } from './users';

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
