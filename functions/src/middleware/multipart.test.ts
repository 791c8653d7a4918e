import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { multipart } from './multipart.js';

const BOUNDARY = 'grenze';

async function parse(text: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const event = {
    headers: { 'content-type': contentType },
    body: Buffer.from(text).toString('base64'),
    isBase64Encoded: true,
  } as unknown as APIGatewayProxyEventV2;
  const before = multipart({ fileSize: 100, files: 1, fields: 2 }).before;
  await before?.({ event } as never);
  return event.body as unknown as Record<string, unknown>;
}

interface Part {
  readonly name: string;
  readonly value: string;
  readonly filename?: string;
}

/** Encodes the parts with the platform's FormData encoder (as a browser sends them) and parses them. */
async function parseParts(parts: readonly Part[]) {
  const form = new FormData();
  for (const { name, value, filename } of parts) {
    if (filename) form.append(name, new Blob([value], { type: 'application/octet-stream' }), filename);
    else form.append(name, value);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return parse(await request.text(), request.headers.get('content-type') ?? '');
}

const file = { name: 'uploadedFile', value: '<a/>', filename: 'a.bpmn' };

describe('multipart middleware', () => {
  it('parses fields and a file into a record without prototype', async () => {
    const parsed = await parseParts([{ name: 'folderId', value: 'default' }, file]);
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(parsed.folderId).toBe('default');
    expect(parsed.uploadedFile).toMatchObject({ filename: 'a.bpmn', truncated: false });
    expect(String((parsed.uploadedFile as { content: Buffer }).content)).toBe('<a/>');
  });

  it('marks a file over the size limit as truncated', async () => {
    const parsed = await parseParts([{ ...file, value: 'x'.repeat(200) }]);
    expect(parsed.uploadedFile).toMatchObject({ truncated: true });
  });

  it.each(['constructor[]', '__proto__', 'toString[]', 'constructor', 'toString', 'a[b]', 'a.b', ''])(
    'refuses a field named %j with 400, before and after the file',
    async (name) => {
      for (const parts of [
        [{ name, value: 'x' }, file],
        [file, { name, value: 'x' }],
      ]) {
        await expect(parseParts(parts)).rejects.toMatchObject({ statusCode: 400 });
      }
    },
  );

  it('refuses duplicate fields, too many files or fields, and a body that is not multipart', async () => {
    await expect(
      parseParts([
        { name: 'a', value: '1' },
        { name: 'a', value: '2' },
      ]),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(parseParts([file, { ...file, name: 'second' }])).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      parseParts([
        { name: 'a', value: '1' },
        { name: 'b', value: '2' },
        { name: 'c', value: '3' },
      ]),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(parse('garbage')).rejects.toMatchObject({ statusCode: 400 });
    await expect(parse('{}', 'application/json')).rejects.toMatchObject({ statusCode: 415 });
    await expect(parse('x', 'multipart/form-data; nothing=here')).rejects.toMatchObject({ statusCode: 400 });
  });
});
