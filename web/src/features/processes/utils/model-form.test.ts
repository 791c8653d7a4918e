import type { FolderDetails } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { canSubmitModelForm, preselectedFolder, validateModelName, writableFolders } from './model-form';

const folder = (id: string, canWrite: boolean) => ({ id, canWrite }) as FolderDetails;

describe('model form', () => {
  it('requires a name of at most 200 characters', () => {
    expect(validateModelName('  ')).toBe('Bitte geben Sie einen Namen für das Prozessmodell ein.');
    expect(validateModelName('x'.repeat(201))).toBeDefined();
    expect(validateModelName('Bestellung prüfen')).toBeUndefined();
  });

  it('offers only folders with write permission', () => {
    expect(writableFolders([folder('a', true), folder('b', false)]).map((f) => f.id)).toEqual(['a']);
  });

  it('enables create only with a name and an offered folder', () => {
    const offered = [folder('a', true)];
    expect(canSubmitModelForm({ name: 'Neu', folderId: 'a' }, offered)).toBe(true);
    expect(canSubmitModelForm({ name: 'Neu', folderId: '' }, offered)).toBe(false);
    expect(canSubmitModelForm({ name: 'Neu', folderId: 'b' }, offered)).toBe(false);
    expect(canSubmitModelForm({ name: ' ', folderId: 'a' }, offered)).toBe(false);
  });

  it('preselects Default when writable, else the only folder', () => {
    expect(preselectedFolder([folder('a', true), folder('default', true)])).toBe('default');
    expect(preselectedFolder([folder('a', true)])).toBe('a');
    expect(preselectedFolder([folder('a', true), folder('b', true)])).toBe('');
    expect(preselectedFolder([])).toBe('');
  });
});
