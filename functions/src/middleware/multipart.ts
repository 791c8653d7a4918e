import type { Busboy as BusboyParser } from '@fastify/busboy';
import type { MiddlewareObj } from '@middy/core';
import { MSG } from '@prozesspuls/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { apiError } from '../http/errors.js';

/** One uploaded file, as the routes' zod schemas expect it. */
export interface UploadedFile {
  readonly filename: string;
  readonly mimetype: string;
  readonly encoding: string;
  /** True when the file was cut at `fileSize`. */
  readonly truncated: boolean;
  readonly content: Buffer;
}

export interface MultipartOptions {
  /** Largest file in bytes; a longer one arrives truncated (`truncated: true`). */
  readonly fileSize: number;
  /** How many files at most (default 1). */
  readonly files?: number;
  /** How many plain fields at most (default 10). */
  readonly fields?: number;
  /** Largest plain field value in bytes (default 64 KB). */
  readonly fieldSize?: number;
}

/**
 * Field names a route may receive: plain words. Anything else (`constructor[]`, `__proto__`,
 * `a.b`) is refused with 400 before it is used as a key, as are names of Object.prototype.
 */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const RESERVED_NAMES = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
]);

class MultipartRefused extends Error {}

function checkName(name: string): void {
  if (!FIELD_NAME.test(name) || RESERVED_NAMES.has(name))
    throw new MultipartRefused(`field name ${name.slice(0, 80)}`);
}

/**
 * Parses a multipart/form-data body into a null-prototype record of fields and files. The parser
 * is loaded on the first upload only: every handler bundles this middleware, few take uploads.
 */
async function parse(
  body: Buffer,
  contentType: string,
  options: MultipartOptions,
): Promise<Record<string, string | UploadedFile>> {
  const { Busboy } = await import('@fastify/busboy');
  return parseWith(Busboy, body, contentType, options);
}

function parseWith(
  Busboy: typeof BusboyParser,
  body: Buffer,
  contentType: string,
  options: MultipartOptions,
): Promise<Record<string, string | UploadedFile>> {
  return new Promise((resolve, reject) => {
    const result: Record<string, string | UploadedFile> = Object.create(null);
    const pendingFiles: Array<Promise<void>> = [];
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    // Every callback of the parser is guarded: an exception there would be thrown from an event
    // emitter, outside any promise, and stop the whole process.
    const guarded =
      <A extends unknown[]>(listener: (...args: A) => void) =>
      (...args: A) => {
        try {
          listener(...args);
        } catch (error) {
          fail(error);
        }
      };
    const put = (name: string, value: string | UploadedFile) => {
      checkName(name);
      if (Object.hasOwn(result, name)) throw new MultipartRefused(`field ${name} twice`);
      result[name] = value;
    };
    try {
      const parser = Busboy({
        headers: { 'content-type': contentType },
        limits: {
          fileSize: options.fileSize,
          files: options.files ?? 1,
          fields: options.fields ?? 10,
          fieldSize: options.fieldSize ?? 64 * 1024,
          fieldNameSize: 100,
          parts: (options.files ?? 1) + (options.fields ?? 10),
          headerPairs: 20,
        },
      });
      parser.on(
        'file',
        guarded((name, stream, filename, encoding, mimetype) => {
          stream.on('error', fail);
          checkName(name);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          pendingFiles.push(
            new Promise<void>((done) => {
              stream.on(
                'end',
                guarded(() => {
                  put(name, {
                    filename,
                    mimetype,
                    encoding,
                    truncated: stream.truncated,
                    content: Buffer.concat(chunks),
                  });
                  done();
                }),
              );
            }),
          );
        }),
      );
      parser.on(
        'field',
        guarded((name, value, nameTruncated, valueTruncated) => {
          if (nameTruncated || valueTruncated) throw new MultipartRefused(`field ${name} too long`);
          put(name, value);
        }),
      );
      const overLimit = (what: string) => guarded(() => fail(new MultipartRefused(`too many ${what}`)));
      parser.on('filesLimit', overLimit('files'));
      parser.on('fieldsLimit', overLimit('fields'));
      parser.on('partsLimit', overLimit('parts'));
      parser.on('error', fail);
      parser.on(
        'finish',
        guarded(() => {
          Promise.all(pendingFiles).then(() => {
            if (settled) return;
            settled = true;
            resolve(result);
          }, fail);
        }),
      );
      parser.end(body);
    } catch (error) {
      fail(error);
    }
  });
}

/**
 * Parses a multipart/form-data body (uploads) into `event.body` as a record of fields and files,
 * for the input() middleware that validates it next. Used instead of
 * @middy/http-multipart-body-parser, whose parser callbacks throw outside the promise chain on a
 * field named `constructor[]` and so stopped the process. Malformed bodies and unexpected field
 * names answer 400; a body that is not multipart answers 415.
 */
export function multipart(options: MultipartOptions): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async (request) => {
      const event = request.event;
      const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
      if (!/^multipart\/form-data\s*;/i.test(contentType)) throw apiError(415, MSG.invalidRequest);
      if (!event.body) throw apiError(400, MSG.invalidRequest);
      const raw = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
      try {
        (event as { body: unknown }).body = await parse(raw, contentType, options);
      } catch {
        throw apiError(400, MSG.invalidRequest);
      }
    },
  };
}
