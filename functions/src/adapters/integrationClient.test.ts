import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSurvey, REQUESTER_HEADER } from './integrationClient.js';

interface Received {
  readonly method: string;
  readonly url: string;
  readonly requester: string | undefined;
  readonly body: unknown;
}

const received: Received[] = [];
let server: Server;
let baseUrl = '';

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += String(chunk);
    });
    request.on('end', () => resolve(JSON.parse(text || 'null')));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    if (request.url?.startsWith('/slow/')) return; // never answers: the client must time out
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      requester: request.headers[REQUESTER_HEADER.toLowerCase()] as string | undefined,
      body: await readJson(request),
    });
    response.writeHead(request.url?.startsWith('/broken/') ? 500 : 202).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('integration client', () => {
  it('POSTs the survey to {externalURL}/{product}/survey with the requester header', async () => {
    const result = await postSurvey(`${baseUrl}/wfms/`, { surveyId: 7, title: 'Umfrage' });
    expect(result).toMatchObject({ ok: true, status: 202 });
    expect(received.at(-1)).toEqual({
      method: 'POST',
      url: '/wfms/prozesspuls/survey',
      requester: 'ProzessPuls',
      body: { surveyId: 7, title: 'Umfrage' },
    });
  });

  it('reports a failing answer instead of throwing', async () => {
    expect(await postSurvey(`${baseUrl}/broken`, {})).toMatchObject({ ok: false, status: 500 });
  });

  it('gives up after its timeout and reports it', async () => {
    const result = await postSurvey(`${baseUrl}/slow`, {});
    expect(result).toMatchObject({ ok: false, status: null, error: 'timeout' });
    expect(result.durationMs).toBeGreaterThanOrEqual(4900);
  }, 15_000);

  it('reports an unreachable system', async () => {
    const result = await postSurvey('http://127.0.0.1:9', {});
    expect(result.ok).toBe(false);
    expect(result.status).toBeNull();
  });
});
