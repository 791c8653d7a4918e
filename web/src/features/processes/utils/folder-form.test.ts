import type { RoleRef } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  initialFolderValues,
  isReadLocked,
  rightsOf,
  setRight,
  toSaveFolderRequest,
  validateFolderForm,
} from './folder-form';

const OWN: RoleRef[] = [{ id: 'modellierer', roleTitle: 'Modellierer' }];

describe('folder form', () => {
  it('starts a new folder with read and write for the own roles', () => {
    const values = initialFolderValues(undefined, OWN);
    expect(values).toEqual({
      folderName: '',
      permissions: { modellierer: { PROCESS_READ: true, PROCESS_WRITE: true } },
    });
  });

  it('loads an existing folder, write implying read', () => {
    const values = initialFolderValues(
      {
        folderName: 'Einkauf',
        folderPermissions: [{ roleId: 'leser', permissions: { PROCESS_READ: false, PROCESS_WRITE: true } }],
      },
      OWN,
    );
    expect(rightsOf(values, 'leser')).toEqual({ PROCESS_READ: true, PROCESS_WRITE: true });
    expect(rightsOf(values, 'unbekannt')).toEqual({ PROCESS_READ: false, PROCESS_WRITE: false });
  });

  it('switches read on with write and keeps it locked on while write is on', () => {
    let values = initialFolderValues(undefined, []);
    values = setRight(values, 'leser', 'PROCESS_WRITE', true);
    expect(rightsOf(values, 'leser')).toEqual({ PROCESS_READ: true, PROCESS_WRITE: true });
    expect(isReadLocked(rightsOf(values, 'leser'))).toBe(true);
    expect(setRight(values, 'leser', 'PROCESS_READ', false)).toBe(values);
    values = setRight(values, 'leser', 'PROCESS_WRITE', false);
    expect(rightsOf(values, 'leser')).toEqual({ PROCESS_READ: true, PROCESS_WRITE: false });
    values = setRight(values, 'leser', 'PROCESS_READ', false);
    expect(rightsOf(values, 'leser')).toEqual({ PROCESS_READ: false, PROCESS_WRITE: false });
  });

  it('requires a name of at most 100 characters', () => {
    const base = initialFolderValues(undefined, OWN);
    expect(validateFolderForm({ ...base, folderName: '   ' }, OWN).folderName).toBe(
      'Sie müssen den Ordnernamen ausfüllen!',
    );
    expect(validateFolderForm({ ...base, folderName: 'x'.repeat(101) }, OWN).folderName).toBeDefined();
    const ok = validateFolderForm({ ...base, folderName: 'x'.repeat(100) }, OWN);
    expect(ok).toEqual({});
    expect(hasErrors(ok)).toBe(false);
  });

  it('requires read for at least one of the own roles and lists them', () => {
    let values = { ...initialFolderValues(undefined, OWN), folderName: 'Vertrieb' };
    values = setRight(values, 'modellierer', 'PROCESS_WRITE', false);
    values = setRight(values, 'modellierer', 'PROCESS_READ', false);
    values = setRight(values, 'leser', 'PROCESS_READ', true);
    const errors = validateFolderForm(values, [...OWN, { id: 'admin', roleTitle: 'Administrator' }]);
    expect(errors.permissions).toContain('"Prozesse anzeigen"');
    expect(errors.permissions).toContain('Modellierer, Administrator');
    expect(hasErrors(errors)).toBe(true);
  });

  it('sends the trimmed name and only the roles granted something', () => {
    let values = { ...initialFolderValues(undefined, OWN), folderName: '  Einkauf ' };
    values = setRight(values, 'leser', 'PROCESS_READ', true);
    values = setRight(values, 'gast', 'PROCESS_READ', false);
    expect(toSaveFolderRequest(values)).toEqual({
      folderName: 'Einkauf',
      folderPermissions: [
        { roleId: 'modellierer', permissions: { PROCESS_READ: true, PROCESS_WRITE: true } },
        { roleId: 'leser', permissions: { PROCESS_READ: true, PROCESS_WRITE: false } },
      ],
    });
  });
});
