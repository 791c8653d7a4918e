import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SECURITY_HEADERS, securityHeaders } from '../../infra/lib/securityHeaders.js';
import { api, login } from './client.js';
import { fixture, uploadBpmn } from './upload.js';

const baseUrl = () => inject('baseUrl');
const port = () => Number(new URL(baseUrl()).port);

interface RawReply {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

function parseReply(text: string): RawReply {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** Sends bytes exactly as given over a fresh TCP connection and reads until the server closes. */
function rawRequest(text: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port(), '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(parseReply(received)));
    socket.write(text, 'latin1');
  });
}

/** A request whose path goes out byte for byte (fetch would resolve `%2e%2e` before sending). */
function exactPath(method: string, path: string, token?: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: port(),
        method,
        path,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) headers[name] = String(value);
          resolve({ status: res.statusCode ?? 0, headers, body });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Proves the server is still up: an API answer and a sign-in. */
async function expectAlive() {
  const unknown = await api('GET', '/nothing/here');
  expect(unknown.status).toBe(404);
  expect((await login('modeller@demo.local')).accessToken).toBeTruthy();
}

function expectJsonMsg(reply: RawReply, status: number) {
  expect(reply.status).toBe(status);
  expect(reply.headers['content-type']).toContain('application/json');
  expect(typeof (JSON.parse(reply.body) as { msg?: unknown }).msg).toBe('string');
}

function multipartBody(boundary: string, parts: Array<{ name: string; value: string; filename?: string }>) {
  return parts
    .map(
      (part) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
          part.filename ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream` : ''
        }\r\n\r\n${part.value}\r\n`,
    )
    .join('')
    .concat(`--${boundary}--\r\n`);
}

describe('the local gateway survives malformed requests', () => {
  let modeller = '';

  beforeAll(async () => {
    modeller = (await login('modeller@demo.local')).accessToken;
  });

  it.each([
    ['a malformed percent-escape', 'GET /%E0%A4%A HTTP/1.1', 400],
    ['an absolute-form URL with an invalid host', 'GET http://[ HTTP/1.1', 400],
    ['a malformed escape below /api', 'GET /api/bpmn/%E0%A4%A HTTP/1.1', 400],
    ['an escaped NUL', 'GET /%00 HTTP/1.1', 400],
    ['dot segments out of the web root', 'GET /../../../../etc/passwd HTTP/1.1', 400],
    ['encoded dot segments out of the web root', 'GET /..%2f..%2f..%2fetc%2fpasswd HTTP/1.1', 400],
    ['a request line that is not HTTP', 'HELLO\x01 WORLD', 400],
  ])('%s', async (_, line, status) => {
    const reply = await rawRequest(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(reply.status).toBe(status);
    await expectAlive();
  });

  it('answers oversized headers with 431 and malformed query escapes without a 5xx', async () => {
    const huge = await rawRequest(
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
    );
    expect(huge.status).toBe(431);
    const query = await exactPath(
      'GET',
      '/api/bpmn?folderId=%E0%A4%A&x=%ZZ',
      (await login('modeller@demo.local')).accessToken,
    );
    expect(query.status).toBeLessThan(500);
    await expectAlive();
  });

  it('routes absolute-form requests like origin-form ones', async () => {
    const reply = await rawRequest(
      `GET http://localhost/api/nothing/here HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expectJsonMsg(reply, 404);
    await expectAlive();
  });

  it('answers 400 to path parameters with invalid UTF-8 escapes, on every kind of route', async () => {
    for (const [method, path] of [
      ['GET', '/api/bpmn/%E0%A4%A'],
      ['GET', '/api/user/%C3%28'],
      ['DELETE', '/api/folder/%FF'],
      ['GET', '/api/folder/process/%E0%A4%A/permission/PROCESS_READ'],
      ['PUT', '/api/bpmn/%ED%A0%80/filename'],
      ['DELETE', '/api/bpmn/00000000-0000-4000-8000-000000000000/shared-user/%E0%A4%A'],
    ] as const) {
      expectJsonMsg(await exactPath(method, path, modeller), 400);
      expectJsonMsg(await exactPath(method, path), 400);
    }
    await expectAlive();
  });

  it('never resolves dot segments across route segments: the model survives', async () => {
    const created = await uploadBpmn(modeller, 'Punktsegmente.bpmn', fixture('collaboration.bpmn'));
    expect(created.status).toBe(201);
    const uuid = created.body.uuid ?? '';
    for (const segment of ['%2e%2e', '%2E%2E', '..', '.', '%2e', '.%2e', 'x%2F..']) {
      const reply = await exactPath('DELETE', `/api/bpmn/${uuid}/shared-user/${segment}`, modeller);
      expect(reply.status, segment).toBe(400);
    }
    // A trailing encoded slash stays inside the segment and is no parameter either.
    expect((await exactPath('DELETE', `/api/bpmn/${uuid}%2F`, modeller)).status).toBe(400);
    expect((await api('GET', `/bpmn/${uuid}`, { token: modeller })).status).toBe(200);
  });

  it('answers a 1 MB refresh token with 4xx, not 500', async () => {
    const huge = await api('POST', '/authenticate/refresh', {
      json: { refreshToken: 'x'.repeat(1024 * 1024) },
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    for (const refreshToken of ['x'.repeat(8000), 'eyJ.eyJ.sig', `${'a'.repeat(40)}.${'b'.repeat(400)}`]) {
      const reply = await api('POST', '/authenticate/refresh', { json: { refreshToken } });
      expect(reply.status, refreshToken.slice(0, 20)).toBe(401);
    }
    await expectAlive();
  });

  it('answers an upload over the limit with 413 JSON, with and without Content-Length', async () => {
    const boundary = 'grenze4711';
    const big = multipartBody(boundary, [
      { name: 'folderId', value: 'default' },
      { name: 'uploadedFile', value: 'x'.repeat(7 * 1024 * 1024), filename: 'gross.bpmn' },
    ]);
    const declared = await fetch(`${baseUrl()}/api/bpmn/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${modeller}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ msg: 'Die Anfrage ist zu groß.' });

    const chunked = await new Promise<RawReply>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: port(),
          method: 'POST',
          path: '/api/bpmn/upload',
          headers: {
            authorization: `Bearer ${modeller}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString('utf8');
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: {}, body }));
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 8; i += 1) req.write(Buffer.alloc(1024 * 1024, 'x'));
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ msg: 'Die Anfrage ist zu groß.' });
    await expectAlive();
  });

  // After the file part the parser's callbacks run outside the promise chain: there the old
  // middleware's TypeError stopped the whole process.
  it.each([
    ['constructor[]', 'after'],
    ['constructor[]', 'before'],
    ['__proto__', 'after'],
    ['toString[]', 'after'],
    ['constructor', 'after'],
    ['a[b]', 'after'],
  ])('refuses a multipart field named %s (%s the file) with 4xx and keeps serving', async (name, where) => {
    const boundary = 'grenze0815';
    const file = { name: 'uploadedFile', value: fixture('collaboration.bpmn'), filename: 'feld.bpmn' };
    const odd = { name, value: 'x' };
    const response = await fetch(`${baseUrl()}/api/bpmn/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${modeller}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: multipartBody(boundary, [
        { name: 'folderId', value: 'default' },
        ...(where === 'before' ? [odd, file] : [file, odd]),
      ]),
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ msg: expect.any(String) });
    await expectAlive();
  });

  it('still imports a regular upload', async () => {
    const created = await uploadBpmn(modeller, 'Normal.bpmn', fixture('collaboration.bpmn'));
    expect(created.status).toBe(201);
  });
});

describe('security headers of the local server', () => {
  it('are on the SPA, its assets and the API, the same as CloudFront sends', async () => {
    const shell = await fetch(`${baseUrl()}/`);
    const html = await shell.text();
    const asset = /(\/assets\/[\w.-]+\.js)/.exec(html)?.[1] ?? '/assets/fehlt.js';
    const responses = [
      shell,
      await fetch(`${baseUrl()}${asset}`),
      await fetch(`${baseUrl()}/api/nothing/here`),
      await fetch(`${baseUrl()}/api/bpmn`),
      await fetch(`${baseUrl()}/api/authenticate`, { method: 'POST', body: 'userName=x&password=y' }),
    ];
    // The one local difference: documents go to s3rver on loopback instead of S3.
    const csp = responses[0]?.headers.get('Content-Security-Policy') ?? '';
    const localS3 = /connect-src 'self' (http:\/\/(?:127\.0\.0\.1|localhost):\d+);/.exec(csp)?.[1];
    expect(localS3, csp).toBeDefined();
    const expected = securityHeaders(localS3);
    for (const response of responses) {
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${name} on ${response.url}`).toBe(value);
      }
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (name !== 'Content-Security-Policy') expect(expected[name as keyof typeof expected]).toBe(value);
    }
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });
});
