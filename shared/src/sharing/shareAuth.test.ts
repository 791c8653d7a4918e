import { describe, expect, it } from 'vitest';
import { parseShareAuth, shareAuthValue } from './shareAuth.js';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const TOKEN = `${'A'.repeat(42)}Q`;

describe('X-Share-Auth header', () => {
  it('round-trips client, model and token', () => {
    expect(parseShareAuth(shareAuthValue(12, UUID, TOKEN))).toEqual({
      clientId: 12,
      uuid: UUID,
      token: TOKEN,
    });
  });

  it.each([
    ['missing', undefined],
    ['not base64url', 'a b c'],
    ['a bare token', TOKEN],
    ['wrong parts', btoa(`x:${UUID}:${TOKEN}`)],
    ['too long', 'A'.repeat(500)],
  ])('refuses %s', (_label, value) => {
    expect(parseShareAuth(value)).toBeUndefined();
  });
});
