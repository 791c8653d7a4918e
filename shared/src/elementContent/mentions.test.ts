import { describe, expect, it } from 'vitest';
import {
  commentParts,
  mentionedUserIds,
  mentionQueryAt,
  mentionToken,
  withMentionTokens,
} from './mentions.js';

describe('comment mentions', () => {
  it('finds each mentioned user id once, lower-cased, in order', () => {
    expect(mentionedUserIds('Hallo @[Anna@demo.local] und @[bob@demo.local], @[anna@demo.local]!')).toEqual([
      'anna@demo.local',
      'bob@demo.local',
    ]);
    expect(mentionedUserIds('Keine Erwähnung, nur anna@demo.local und @Anna')).toEqual([]);
  });

  it('splits a stored text into text and mentions', () => {
    expect(commentParts('Bitte @[anna@demo.local] prüfen')).toEqual([
      { kind: 'text', text: 'Bitte ' },
      { kind: 'mention', userId: 'anna@demo.local' },
      { kind: 'text', text: ' prüfen' },
    ]);
    expect(commentParts('<b>nur Text</b>')).toEqual([{ kind: 'text', text: '<b>nur Text</b>' }]);
  });

  it('turns picked @Names into tokens, longest names first', () => {
    const picked = [
      { userId: 'am@demo.local', name: 'Anna Maria' },
      { userId: 'ams@demo.local', name: 'Anna Maria Schulz' },
    ];
    expect(withMentionTokens('@Anna Maria Schulz und @Anna Maria', picked)).toBe(
      `${mentionToken('ams@demo.local')} und ${mentionToken('am@demo.local')}`,
    );
    expect(withMentionTokens('ohne Namen', picked)).toBe('ohne Namen');
  });

  it.each([
    ['@', 1, { start: 0, query: '' }],
    ['Hallo @An', 9, { start: 6, query: 'An' }],
    ['Hallo @An und', 9, { start: 6, query: 'An' }],
    ['mail an anna@demo', 17, null],
    ['Hallo @Anna ', 12, null],
  ])('reads the mention being typed in %j at %i', (text, caret, expected) => {
    expect(mentionQueryAt(text, caret)).toEqual(expected);
  });
});
