import { describe, expect, it } from 'vitest';
import { exportFileName, exportFiles, exportRecord } from './export.js';

describe('personal data export', () => {
  it('leaves survey answers and sign-in token hashes out', () => {
    const files = exportFiles([
      { entity: 'surveyFreeText', item: { text: 'Antwort' } },
      { entity: 'submittedAnswer', item: { answers: [1] } },
      { entity: 'authTokenRef', item: { tokenHash: 'abc' } },
      { entity: 'comment', item: { text: 'Mein Kommentar' } },
    ]);
    expect(Object.keys(files)).toEqual(['kommentare.json']);
    expect(JSON.parse(files['kommentare.json'] ?? '[]')).toEqual([{ text: 'Mein Kommentar' }]);
  });

  it('drops technical keys and shows string sets as lists', () => {
    expect(
      exportRecord({
        pk: 'T#1',
        sk: 'X',
        __edb_e__: 'model',
        gsi1pk: 'g',
        fileName: 'A',
        sharedUsers: new Set(['a']),
      }),
    ).toEqual({ fileName: 'A', sharedUsers: ['a'] });
  });

  it('names each file in German and keeps unknown entities under a safe name', () => {
    expect(exportFileName('user')).toBe('profil.json');
    expect(exportFileName('history')).toBe('versionen.json');
    expect(exportFileName('some/odd')).toBe('some-odd.json');
  });
});
