import type { ManagedUser } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { managementText } from '../locales/de';
import {
  avatarColorOf,
  initialUserForm,
  isUserFormValid,
  joinRoleTitles,
  toAddUserRequest,
  toUpdateUserRequest,
  type UserFormValues,
  validateUserForm,
} from './user-form';

const valid: UserFormValues = {
  userId: 'neu@demo.local',
  firstName: 'Nina',
  lastName: 'Neu',
  roleIds: ['mitarbeiter'],
  iconColor: '#12AB34',
};

const texts = (values: UserFormValues) =>
  Object.fromEntries(
    Object.entries(validateUserForm(values)).map(([field, key]) => [field, key && managementText(key)]),
  );

const mia: ManagedUser = {
  userId: 'mitarbeiter@demo.local',
  username: 'mitarbeiter@demo.local',
  email: 'mitarbeiter@demo.local',
  firstName: 'Mia',
  lastName: 'Mitarbeiter',
  fullName: 'Mia Mitarbeiter',
  iconColor: '#ef6c00',
  roles: [{ id: 'mitarbeiter', roleTitle: 'Mitarbeiter' }],
  roleEditable: true,
};

describe('validateUserForm', () => {
  it("requires user id, first and last name: 'Muss ausgefüllt werden'", () => {
    expect(texts({ ...valid, userId: '', firstName: ' ', lastName: '' })).toEqual({
      userId: 'Muss ausgefüllt werden',
      firstName: 'Muss ausgefüllt werden',
      lastName: 'Muss ausgefüllt werden',
    });
  });

  it("requires a role: 'Rolle muss angegeben werden'", () => {
    expect(texts({ ...valid, roleIds: [] })).toEqual({ roleIds: 'Rolle muss angegeben werden' });
  });

  it('allows several roles', () => {
    expect(isUserFormValid({ ...valid, roleIds: ['mitarbeiter', 'modellierer', 'superuser'] })).toBe(true);
  });

  it("defines but does not apply the e-mail rule ('Ungültige E-Mail-Adresse.')", () => {
    expect(isUserFormValid({ ...valid, userId: 'kein-at-zeichen' })).toBe(true);
    expect(Object.values(texts({ ...valid, userId: 'kein-at-zeichen' }))).not.toContain(
      'Ungültige E-Mail-Adresse.',
    );
  });

  it('accepts a complete form', () => {
    expect(validateUserForm(valid)).toEqual({});
  });
});

describe('initialUserForm', () => {
  it('starts a new user empty, with a random avatar colour', () => {
    const form = initialUserForm(undefined, () => 0.5);
    expect(form).toEqual({ userId: '', firstName: '', lastName: '', roleIds: [], iconColor: '#800000' });
  });

  it("keeps the user's own colour when editing", () => {
    expect(initialUserForm(mia, () => 0)).toEqual({
      userId: 'mitarbeiter@demo.local',
      firstName: 'Mia',
      lastName: 'Mitarbeiter',
      roleIds: ['mitarbeiter'],
      iconColor: '#EF6C00',
    });
  });

  it('chooses a random colour for a user without a valid one', () => {
    expect(initialUserForm({ ...mia, iconColor: '' }, () => 0).iconColor).toBe('#000000');
    expect(initialUserForm({ ...mia, iconColor: 'blau' }, () => 0).iconColor).toBe('#000000');
  });
});

describe('requests', () => {
  it('sends a trimmed, lower-cased user id with the roles and colour (POST /user/add)', () => {
    expect(toAddUserRequest({ ...valid, userId: '  Neu@Demo.Local ', firstName: ' Nina ' })).toEqual({
      userId: 'neu@demo.local',
      firstName: 'Nina',
      lastName: 'Neu',
      iconColor: '#12AB34',
      role: ['mitarbeiter'],
    });
  });

  it('names the edited user by id and carries the (changed) address as email, without fullName (PUT /user)', () => {
    const request = toUpdateUserRequest(mia, { ...valid, userId: 'Modeller@demo.local' });
    expect(request).toEqual({
      userId: 'mitarbeiter@demo.local',
      email: 'modeller@demo.local',
      firstName: 'Nina',
      lastName: 'Neu',
      iconColor: '#12AB34',
      role: ['mitarbeiter'],
    });
    expect(request).not.toHaveProperty('fullName');
  });
});

describe('table helpers', () => {
  it('joins role titles with commas', () => {
    expect(joinRoleTitles([{ roleTitle: 'Administrator' }, { roleTitle: 'Superuser' }])).toBe(
      'Administrator, Superuser',
    );
    expect(joinRoleTitles([])).toBe('');
  });

  it('normalises avatar colours to #RRGGBB', () => {
    expect(avatarColorOf('5c6bc0')).toBe('#5C6BC0');
    expect(avatarColorOf('#5C6BC0')).toBe('#5C6BC0');
    expect(avatarColorOf('')).toBeUndefined();
  });
});
