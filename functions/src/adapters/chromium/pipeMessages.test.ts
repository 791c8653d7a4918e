import { describe, expect, it } from 'vitest';
import { PipeMessages } from './pipeMessages.js';

describe('DevTools pipe messages', () => {
  it('splits a chunk at every NUL byte', () => {
    expect(new PipeMessages().push(Buffer.from('{"id":1}\0{"id":2}\0'))).toEqual(['{"id":1}', '{"id":2}']);
  });

  it('joins a message that arrives in pieces, even inside a multi-byte character', () => {
    const whole = Buffer.from('{"text":"Prüfung"}\0', 'utf8');
    const cut = whole.indexOf(Buffer.from('ü')) + 1;
    const messages = new PipeMessages();
    expect(messages.push(whole.subarray(0, cut))).toEqual([]);
    expect(messages.push(whole.subarray(cut))).toEqual(['{"text":"Prüfung"}']);
  });

  it('keeps the unfinished end of a chunk for the next one', () => {
    const messages = new PipeMessages();
    expect(messages.push(Buffer.from('{"id":1}\0{"id"'))).toEqual(['{"id":1}']);
    expect(messages.push(Buffer.from(':2}\0'))).toEqual(['{"id":2}']);
  });
});
