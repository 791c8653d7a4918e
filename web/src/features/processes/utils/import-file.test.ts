import { describe, expect, it } from 'vitest';
import { canSubmitImport, checkImportFile } from './import-file';

const NOT_BPMN = 'Sie müssen eine Datei mit der Endung .bpmn auswählen um ein Prozessmodell zu importieren';

describe('checkImportFile', () => {
  it('accepts .bpmn files without a mime type and strips the ending', () => {
    expect(checkImportFile({ name: 'Bewerbung.bpmn', type: '' })).toEqual({
      ok: true,
      processName: 'Bewerbung',
    });
    expect(checkImportFile({ name: 'Auftrag Eingang.BPMN', type: '' })).toEqual({
      ok: true,
      processName: 'Auftrag Eingang',
    });
  });

  it('refuses other endings with the German message', () => {
    expect(checkImportFile({ name: 'modell.xml', type: '' })).toEqual({ ok: false, message: NOT_BPMN });
    expect(checkImportFile({ name: 'modell.bpmn.txt', type: '' })).toEqual({ ok: false, message: NOT_BPMN });
  });

  it('refuses a .bpmn name the browser knows a mime type for', () => {
    expect(checkImportFile({ name: 'bild.bpmn', type: 'image/png' })).toEqual({
      ok: false,
      message: NOT_BPMN,
    });
  });

  it('refuses a file called only .bpmn', () => {
    expect(checkImportFile({ name: '.bpmn', type: '' }).ok).toBe(false);
  });
});

describe('canSubmitImport', () => {
  it('needs a valid file and a folder', () => {
    const file = { name: 'a.bpmn', type: '' };
    expect(canSubmitImport(file, 'default')).toBe(true);
    expect(canSubmitImport(file, '')).toBe(false);
    expect(canSubmitImport(null, 'default')).toBe(false);
    expect(canSubmitImport({ name: 'a.txt', type: '' }, 'default')).toBe(false);
  });
});
