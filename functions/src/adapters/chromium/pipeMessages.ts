/**
 * Splits what Chromium writes to its DevTools pipe (`--remote-debugging-pipe`) into messages: each
 * is UTF-8 JSON ended by a NUL byte, and a chunk may end inside a message or inside a character.
 */
export class PipeMessages {
  #unfinished: Buffer[] = [];

  /** The messages `chunk` completes, in order. */
  push(chunk: Buffer): string[] {
    const messages: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf(0); end !== -1; end = chunk.indexOf(0, start)) {
      this.#unfinished.push(chunk.subarray(start, end));
      messages.push(Buffer.concat(this.#unfinished).toString('utf8'));
      this.#unfinished = [];
      start = end + 1;
    }
    if (start < chunk.length) this.#unfinished.push(chunk.subarray(start));
    return messages;
  }
}
