import { describe, expect, it } from 'vitest';
import { tenantExportFiles, tenantObjectPath } from './tenantExport.js';

describe('tenant export files', () => {
  it('groups the items by entity, keeps answers and keys, and leaves out token hashes', () => {
    const files = tenantExportFiles([
      { entity: 'surveyFreeText', item: { pk: 'T#7', sk: 'PXTEXT#s#1#a', texts: '{"q":"gut"}' } },
      { entity: 'participationRecipient', item: { pk: 'T#7', email: 'a@b.de', tokenHashes: new Set(['h']) } },
      { entity: 'surveyFreeText', item: { pk: 'T#7', sk: 'PXTEXT#s#1#b', texts: '{"q":"schlecht"}' } },
      { entity: 'modelShareLink', item: { tokenHash: 'x', createdBy: 'a@b.de', tags: new Set(['t']) } },
    ]);
    expect(Object.keys(files).sort()).toEqual([
      'daten/modelShareLink.json',
      'daten/participationRecipient.json',
      'daten/surveyFreeText.json',
    ]);
    expect(JSON.parse(files['daten/surveyFreeText.json'] ?? '[]')).toHaveLength(2);
    expect(JSON.parse(files['daten/participationRecipient.json'] ?? '[]')).toEqual([
      { pk: 'T#7', email: 'a@b.de' },
    ]);
    expect(JSON.parse(files['daten/modelShareLink.json'] ?? '[]')).toEqual([
      { createdBy: 'a@b.de', tags: ['t'] },
    ]);
    expect(tenantObjectPath('history', '7/models/u/abc.bpmn')).toBe('dateien/history/7/models/u/abc.bpmn');
  });
});
