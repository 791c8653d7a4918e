import { describe, expect, it } from 'vitest';
import { pick } from './pick.js';

describe('pick', () => {
  it('copies the named properties and leaves out every other', () => {
    const record = { clientId: 7, title: 'Lärm', version: 3, scope: '' };
    expect(pick(record, ['title', 'scope'])).toEqual({ title: 'Lärm', scope: '' });
  });
});
