import { describe, expect, it } from 'vitest';
import { isReservedRoleTitle, RESERVED_ROLE_TITLE_MESSAGE } from '../../permissions.js';
import { createClientRequest, createRoleRequest } from './admin.js';
import { addUserRequest } from './users.js';

describe('reserved role titles', () => {
  it.each([
    'Superuser',
    ' superuser ',
    'SUPERUSER',
    'Super-User',
    'super_user',
    'Super User',
    'Ｓｕｐｅｒｕｓｅｒ',
  ])('refuses %j', (title) => {
    expect(isReservedRoleTitle(title)).toBe(true);
    const parsed = createRoleRequest.safeParse({ roleTitle: title });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(RESERVED_ROLE_TITLE_MESSAGE);
  });

  it.each(['Administrator', 'Superuser-Vertretung', 'Mitarbeiter'])('accepts %j', (title) => {
    expect(createRoleRequest.safeParse({ roleTitle: title }).success).toBe(true);
  });
});

describe('POST /client adminEmail', () => {
  const base = { companyName: 'Neu KG', shortName: 'NEU' };

  it('accepts an e-mail address, trimmed and lower-cased', () => {
    const parsed = createClientRequest.parse({ ...base, adminEmail: ' Chef@Neu.Local ' });
    expect(parsed.adminEmail).toBe('chef@neu.local');
  });

  it.each(['kein-mail', 'a@', '@b.de', `${'x'.repeat(250)}@example.org`])(
    'refuses %j in German',
    (adminEmail) => {
      const parsed = createClientRequest.safeParse({ ...base, adminEmail });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/E-Mail-Adresse/);
    },
  );
});

describe('role lists of a user', () => {
  it('drops repeated role ids', () => {
    const parsed = addUserRequest.parse({
      userId: 'a@b.de',
      firstName: 'A',
      lastName: 'B',
      role: ['mitarbeiter', 'mitarbeiter'],
    });
    expect(parsed.role).toEqual(['mitarbeiter']);
  });
});
