import { describe, expect, it } from 'vitest';
import { addAddresses, chunkRecipients, splitAddresses } from './recipients';

describe('splitAddresses', () => {
  it('splits pasted lists at commas, semicolons and white space', () => {
    expect(splitAddresses(' a@x.de; b@y.de,c@z.de\n d@w.de ')).toEqual([
      'a@x.de',
      'b@y.de',
      'c@z.de',
      'd@w.de',
    ]);
  });
});

describe('addAddresses', () => {
  it('appends new chips and drops an address already there in another case', () => {
    expect(addAddresses(['a@x.de'], ['A@X.de, b@y.de', 'b@y.de'])).toEqual(['a@x.de', 'b@y.de']);
  });
});

describe('chunkRecipients', () => {
  it('keeps each call within the limit counting members and addresses together', () => {
    const users = Array.from({ length: 150 }, (_, i) => `u${i}`);
    const emails = Array.from({ length: 120 }, (_, i) => `p${i}@x.de`);
    const chunks = chunkRecipients(users, emails, 100);
    expect(chunks.map((c) => c.userIds.length + c.emails.length)).toEqual([100, 100, 70]);
    expect(chunks.flatMap((c) => c.userIds)).toEqual(users);
    expect(chunks.flatMap((c) => c.emails)).toEqual(emails);
  });

  it('gives no call for no recipients', () => {
    expect(chunkRecipients([], [], 100)).toEqual([]);
  });
});
