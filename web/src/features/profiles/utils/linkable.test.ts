import { describe, expect, it } from 'vitest';
import { linkableModels, profilesMatching } from './linkable';

describe('linking a model to a profile', () => {
  it('offers only models without a profile or already of this one', () => {
    const models = [
      { uuid: 'a', characteristic: null },
      { uuid: 'b', characteristic: 'p1' },
      { uuid: 'c', characteristic: 'p2' },
    ];
    expect(linkableModels(models, 'p1').map((m) => m.uuid)).toEqual(['a', 'b']);
  });
});

describe('profile search', () => {
  it('finds by name, case-insensitive contains', () => {
    const profiles = [{ name: 'Einkauf' }, { name: 'Verkauf' }, { name: 'Personal' }];
    expect(profilesMatching(profiles, 'KAUF').map((p) => p.name)).toEqual(['Einkauf', 'Verkauf']);
    expect(profilesMatching(profiles, '  ')).toHaveLength(3);
  });
});
