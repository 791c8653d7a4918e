import { randomBytes } from 'node:crypto';
import { ROUTES, type RouteDef } from '@prozesspuls/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './client.js';
import { closeDynamo, diffSnapshots, snapshotPartitions, snapshotTenant } from './local-table.js';
import {
  bodyFor,
  createTenant,
  type Fixtures,
  fillPath,
  isBuilt,
  PNG,
  paramsOf,
  type RawReply,
  rawCall,
  SMALL_BPMN,
  serverFailure,
  type Tenant,
} from './security-helpers.js';

/**
 * Property-based fuzz of every built route's body, query and path: no 5xx, and a
 * 4xx writes nothing (the throw-away tenant's DynamoDB items compared before and after).
 * Runs are few per route and seeded: FUZZ_SEED=<n> repeats a run; failures print the seed.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = { body: 8, query: 3, path: 6, upload: 25 };

/** Superuser-only routes: fuzzed as the demo superuser, with client ids limited to the fuzz tenant. */
const SUPERUSER_ROUTES = new Set([
  'getClient',
  'postClient',
  'postClientState',
  'postClientIntegration',
  'getClientIntegration',
  'getAudit',
]);
/** Renders a PDF in headless Chromium when it succeeds: fuzzed only with ids that cannot succeed. */
const SLOW_ON_SUCCESS = new Set(['postBpmnByUuidReport']);

const METHOD_ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, DELETE: 3 };
/** Built routes, reads first and deletes last (a successful delete may remove a fixture). */
const BUILT = ROUTES.filter(isBuilt)
  .filter((r) => r.name !== 'postBpmnUpload')
  .sort((a, b) => (METHOD_ORDER[a.method] ?? 0) - (METHOD_ORDER[b.method] ?? 0));

const sig = (route: RouteDef) => `${route.method} ${route.path}`;
const seedOf = (route: RouteDef, kind: string) =>
  [...`${kind}${route.name}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);

// --- arbitraries -----------------------------------------------------------------------------

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Path segments as an attacker writes them: sent verbatim, never re-encoded. */
const NASTY_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e',
  '%2F',
  '..%2F..%2F',
  '%2f..',
  '%',
  '%%',
  '%E0%A4%A',
  '%zz',
  '%00',
  '%C0%AE%C0%AE',
  '%FF%FE',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%0A%0D',
  '%20',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  '%5B%5D',
];
const DOT_SEGMENTS = new Set(['..', '.', '%2e%2e', '%2E%2E', '.%2e', '%2e', '..%2F..%2F', '%2f..']);

/** Unicode text without lone surrogates (they cannot be URL-encoded), or with them for bodies. */
const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const binaryText = fc.string({ unit: 'binary', maxLength: 40 });
const longText = fc
  .tuple(fc.constantFrom('x', 'ä', '😀', '<', '"', '\\', '%'), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([c, n]) => c.repeat(Math.ceil(n / c.length)));

function valueArb(pool: readonly string[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pool) },
    { weight: 2, arbitrary: text },
    binaryText,
    { weight: 1, arbitrary: longText },
    fc.integer(),
    fc.double(),
    fc.constantFrom(null, true, false, 0, -1, 2 ** 53, '', ' ', '[]', '{}'),
  );
  return fc.oneof(
    { weight: 5, arbitrary: leaf },
    fc.array(leaf, { maxLength: 4 }),
    fc.dictionary(fc.oneof(text, fc.constantFrom(...PROTO_KEYS)), leaf, { maxKeys: 4 }),
    fc.jsonValue({ maxDepth: 4 }),
  );
}

/** A body derived from a valid one: a field replaced, fields dropped, prototype keys, or anything. */
function bodyArb(template: unknown, pool: readonly string[]): fc.Arbitrary<unknown> {
  const base = (template && typeof template === 'object' ? template : {}) as Record<string, unknown>;
  const keys = Object.keys(base);
  const value = valueArb(pool);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...(keys.length ? keys : ['x']), ...PROTO_KEYS), value)
        .map(([key, v]) => ({ ...base, [key]: v })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...(keys.length ? keys : ['x'])),
          value,
          fc.constantFrom(...(keys.length ? keys : ['x'])),
          value,
        )
        .map(([k1, v1, k2, v2]) => ({ ...base, [k1]: v1, [k2]: v2 })),
    },
    fc.subarray(keys).map((keep) => Object.fromEntries(keep.map((k) => [k, base[k]]))),
    value,
    fc.constant(base),
  );
}

interface Encoded {
  readonly contentType?: string;
  readonly body: string;
  readonly how: string;
}

/** The body on the wire: JSON mostly, else form, broken JSON, a wrong or missing content type. */
function encodingArb(body: fc.Arbitrary<unknown>): fc.Arbitrary<Encoded> {
  const json = (v: unknown) => JSON.stringify(v) ?? 'null';
  return fc.oneof(
    {
      weight: 6,
      arbitrary: body.map((v) => ({ contentType: 'application/json', body: json(v), how: 'json' })),
    },
    body.map((v) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(
        Object.entries(v && typeof v === 'object' ? v : { v }).map(([k, x]): [string, string] => [
          k,
          typeof x === 'string' ? x : json(x),
        ]),
      ).toString(),
      how: 'form',
    })),
    fc
      .tuple(body, fc.nat(), fc.constantFrom('', '}', ',', '\u0000', 'garbage', '{"a":', '"'))
      .map(([v, cut, tail]) => {
        const full = json(v);
        return {
          contentType: 'application/json',
          body: full.slice(0, cut % (full.length + 1)) + tail,
          how: 'broken json',
        };
      }),
    fc
      .tuple(
        body,
        fc.constantFrom(
          undefined,
          'text/plain',
          'application/xml',
          'multipart/form-data',
          'application/json; charset=utf-16',
          'application/x-www-form-urlencoded; charset=latin1',
        ),
      )
      .map(([v, contentType]) => ({
        contentType,
        body: json(v),
        how: `as ${contentType ?? 'no content type'}`,
      })),
    longText.map((t) => ({
      contentType: 'application/json',
      body: JSON.stringify({ a: t, userId: t }),
      how: 'huge json',
    })),
  );
}

/** A path segment: a valid id, a nasty literal, unicode, a long string or a number. */
function segmentArb(valid: string, pool: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(encodeURIComponent(valid)) },
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
    fc.constantFrom(...pool).map(encodeURIComponent),
    text.map(encodeURIComponent).filter((s) => s.length > 0),
    fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'a'.repeat(n)),
    fc.double().map((d) => encodeURIComponent(String(d))),
  );
}

const queryValueArb = fc.oneof(
  fc.constantFrom(...NASTY_SEGMENTS),
  text.map(encodeURIComponent),
  fc.integer().map(String),
  fc.integer({ min: 1_000, max: 12_000 }).map((n) => 'q'.repeat(n)),
);

// --- the suite -------------------------------------------------------------------------------

describe('property-based fuzz of every built route (no 5xx, no write on a 4xx)', () => {
  let superuser = '';
  let tenant: Tenant;
  let ids: Fixtures;
  let pool: string[] = [];
  let previous: Map<string, string> | undefined;

  const callerOf = (route: RouteDef) =>
    route.access.kind === 'public' ? undefined : SUPERUSER_ROUTES.has(route.name) ? superuser : tenant.token;

  /** The fuzz tenant's items; for superuser routes also the caller's tenant and the counters. */
  async function snapshot(route: RouteDef): Promise<Map<string, string>> {
    const items = await snapshotTenant(ids.clientId);
    if (SUPERUSER_ROUTES.has(route.name)) {
      for (const [k, v] of await snapshotPartitions(['T#1', 'COUNTER'])) items.set(k, v);
    }
    return items;
  }

  /** A valid JSON body for the route as request options (none for a GET), from the current ids. */
  const validJson = (route: RouteDef) =>
    route.method === 'GET'
      ? {}
      : {
          body: JSON.stringify(bodyFor(route, ids, ids.victim)),
          headers: { 'content-type': 'application/json' },
        };

  /** One call: never a 5xx, and a 4xx leaves the snapshot as it was. Throws with the evidence. */
  async function exercise(
    route: RouteDef,
    path: string,
    options: { headers?: Record<string, string>; body?: string; dot?: boolean },
  ): Promise<RawReply> {
    const before = previous ?? (await snapshot(route));
    previous = undefined;
    let reply: RawReply;
    try {
      reply = await rawCall(route.method, path, {
        token: callerOf(route),
        headers: options.headers,
        ...(options.body === undefined ? {} : { body: options.body }),
      });
    } catch (error) {
      const alive = await rawCall('GET', '/client/color').then(
        (r) => `the server still answers (${r.status})`,
        () => 'the server is gone',
      );
      throw new Error(`no answer (${String(error)}); ${alive}`);
    }
    const crash = serverFailure(route, reply);
    if (crash) throw new Error(`answered ${crash}`);
    const after = await snapshot(route);
    previous = after;
    const changes = diffSnapshots(before, after);
    if (reply.status >= 400 && reply.status < 500 && changes.length > 0)
      throw new Error(`answered ${reply.status} but wrote: ${changes.slice(0, 4).join('; ')}`);
    // A dot segment must never reach another route (`DELETE .../shared-user/..` deleted the model).
    const removed = changes.filter((c) => c.startsWith('removed'));
    if (options.dot && removed.length > 0)
      throw new Error(
        `a dot segment removed existing items (${reply.status}): ${removed.slice(0, 4).join('; ')}`,
      );
    return reply;
  }

  /** Runs one property per route, collecting a line per failing route (seed and counterexample). */
  async function fuzzRoutes<T>(
    kind: keyof typeof RUNS,
    routes: readonly RouteDef[],
    arb: (route: RouteDef) => fc.Arbitrary<T>,
    run: (route: RouteDef, input: T) => Promise<void>,
  ): Promise<string[]> {
    const failures: string[] = [];
    for (const route of routes) {
      const seed = seedOf(route, kind);
      previous = undefined;
      const details = await fc.check(
        fc.asyncProperty(arb(route), (input) => run(route, input)),
        { numRuns: RUNS[kind], seed, endOnFailure: true },
      );
      if (details.failed) {
        const example = JSON.stringify(details.counterexample)?.slice(0, 300);
        const error =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        failures.push(`${sig(route)} [${kind}, seed ${seed}] ${error.slice(0, 300)} — input ${example}`);
      }
      if (SUPERUSER_ROUTES.has(route.name)) await reactivate();
    }
    return failures;
  }

  /**
   * The demo superuser may change any tenant: a client id that names a tenant other than the
   * fuzz tenant becomes the fuzz tenant's (other suites rely on "Demo GmbH" and "Beispiel AG").
   */
  function confine(body: unknown): unknown {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const key of ['clientToChangeId', 'clientId']) {
      if (!(key in copy)) continue;
      let asNumber = Number.NaN;
      try {
        asNumber = Number(copy[key]); // what z.coerce.number() does
      } catch {}
      if (Number.isFinite(asNumber) && asNumber !== ids.clientId) copy[key] = ids.clientId;
    }
    return copy;
  }

  /** `confine` applied to the body as the server will parse it (JSON, or a form). */
  function confineWire(encoded: Encoded): Encoded {
    const isForm =
      encoded.contentType?.toLowerCase().startsWith('application/x-www-form-urlencoded') ?? false;
    let parsed: unknown;
    try {
      parsed = isForm ? Object.fromEntries(new URLSearchParams(encoded.body)) : JSON.parse(encoded.body);
    } catch {
      return encoded;
    }
    const confined = confine(parsed);
    if (JSON.stringify(confined) === JSON.stringify(parsed)) return encoded;
    const asForm = () =>
      new URLSearchParams(
        Object.entries(confined as object).map(([k, v]): [string, string] => [k, String(v)]),
      );
    return { ...encoded, body: isForm ? asForm().toString() : JSON.stringify(confined) };
  }

  /** The superuser fuzz may deactivate the fuzz tenant: switch it back on. */
  async function reactivate() {
    await api('POST', '/client/state', {
      token: superuser,
      json: { clientToChangeId: ids.clientId, newActiveState: true },
    });
  }

  /** A valid path for the route with the fuzz tenant's ids (and `?uuid=` for element routes). */
  function validValue(route: RouteDef, param: string): string {
    if (SLOW_ON_SUCCESS.has(route.name)) return 'kein-modell';
    const before = route.path.split('/')[route.path.split('/').indexOf(`{${param}}`) - 1] ?? '';
    const byName: Record<string, string> = {
      uuid: ids.model,
      userId: ids.victim,
      hash: ids.commit,
      elementId: ids.elementId,
      name: 'Fuzz',
      x: 'PROCESS',
      p: 'PROCESS_READ',
    };
    const byKind: Record<string, string> = {
      user: ids.victim,
      folder: ids.folder,
      shared: ids.folder,
      process: ids.model,
      role: ids.role,
      customModelingEndpoint: ids.customElement,
      element: ids.elementId,
    };
    return (param === 'id' ? byKind[before] : byName[param]) ?? ids.model;
  }
  const validQuery = () => `?uuid=${ids.model}&folderId=${ids.folder}`;

  beforeAll(async () => {
    superuser = (await login('admin@demo.local')).accessToken;
    tenant = await createTenant(superuser, 'Fuzz');
    const token = tenant.token;
    const folder = await api<{ id: string }>('POST', '/folder', {
      token,
      json: {
        folderName: 'Fuzz-Ordner',
        folderPermissions: [
          { roleId: 'administrator', permissions: { PROCESS_READ: true, PROCESS_WRITE: true } },
        ],
      },
    });
    const model = await api<{ uuid: string }>('POST', `/bpmn/file/Fuzz-Modell?folderId=${folder.body.id}`, {
      token,
    });
    const history = await api<Array<{ commitHash: string }>>('GET', `/bpmn/${model.body.uuid}/history`, {
      token,
    });
    const role = await api<{ id: string }>('POST', '/role', { token, json: { roleTitle: 'Fuzz-Rolle' } });
    // The victim can open models, so models may be shared with them.
    await api('POST', '/permission', {
      token,
      json: { roleId: role.body.id, name: 'PROCESS', granted: true },
    });
    const victim = `fuzz-${randomBytes(4).toString('hex')}@sicherheit.local`;
    await api('POST', '/user/add', {
      token,
      json: { userId: victim, firstName: 'Fuzz', lastName: 'Nutzer', role: [role.body.id] },
    });
    await api('POST', '/elementNumber', {
      token,
      json: { number: '1', uuidModel: model.body.uuid, elementId: 'Activity_Fuzz' },
    });
    const custom = await api<{ id: string }>('POST', '/customModelingEndpoint', {
      token,
      json: { elementTitle: 'Fuzz', imageUrl: PNG },
    });
    ids = {
      clientId: tenant.clientId,
      // A new address: a successful POST /client must not make the fuzz admin a member elsewhere.
      adminEmail: `neu-${randomBytes(4).toString('hex')}@sicherheit.local`,
      folder: folder.body.id,
      model: model.body.uuid,
      commit: history.body[0]?.commitHash ?? '0'.repeat(64),
      elementId: 'Activity_Fuzz',
      role: role.body.id,
      victim,
      customElement: custom.body.id,
    };
    for (const [what, value] of Object.entries(ids)) {
      if (value === undefined || value === '') throw new Error(`fuzz fixture ${what} missing`);
    }
    // Valid values the fuzz mixes in, so that some calls pass validation and reach the domain.
    // Never the fuzz admin's own e-mail or role: losing ADMIN would end the fuzz's reach early.
    pool = [
      String(ids.clientId),
      ids.folder,
      ids.model,
      ids.commit,
      ids.elementId,
      ids.role,
      ids.victim,
      ids.customElement,
      'default',
      'mitarbeiter',
      'PROCESS',
      '#A1B2C3',
      PNG,
    ];
  }, 120_000);

  afterAll(() => closeDynamo());

  it('query strings: every built route', async () => {
    const failures = await fuzzRoutes(
      'query',
      BUILT,
      () =>
        fc.array(
          fc.tuple(
            fc.constantFrom('uuid', 'folderId', 'clientId', 'id', ...PROTO_KEYS, 'a[b]', ''),
            queryValueArb,
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
      async (route, pairs) => {
        const path = fillPath(route, (p) => encodeURIComponent(validValue(route, p)));
        const query = pairs.map(([k, v]) => `${k}=${v}`).join('&');
        await exercise(route, `${path}?${query}`, validJson(route));
      },
    );
    expect(failures, `query fuzz: ${failures.length} route(s)\n  ${failures.join('\n  ')}`).toEqual([]);
  }, 240_000);

  it('bodies: every built route that takes one', async () => {
    const routes = BUILT.filter((r) => r.method !== 'GET');
    const failures = await fuzzRoutes(
      'body',
      routes,
      (route) => {
        const bodies = bodyArb(bodyFor(route, ids, ids.victim), pool);
        return encodingArb(SUPERUSER_ROUTES.has(route.name) ? bodies.map(confine) : bodies);
      },
      async (route, wire) => {
        const encoded = SUPERUSER_ROUTES.has(route.name) ? confineWire(wire) : wire;
        const path = fillPath(route, (p) => encodeURIComponent(validValue(route, p))) + validQuery();
        await exercise(route, path, {
          body: encoded.body,
          headers: encoded.contentType ? { 'content-type': encoded.contentType } : {},
        });
      },
    );
    expect(failures, `body fuzz: ${failures.length} route(s)\n  ${failures.join('\n  ')}`).toEqual([]);
  }, 240_000);

  it('path parameters: every built route that has one (malformed escapes, dot segments, unicode, long)', async () => {
    const routes = BUILT.filter((r) => paramsOf(r).length > 0);
    const failures = await fuzzRoutes(
      'path',
      routes,
      (route) =>
        fc.tuple(
          ...paramsOf(route).map((p) =>
            segmentArb(validValue(route, p), SLOW_ON_SUCCESS.has(route.name) ? ['kein-modell'] : pool),
          ),
        ),
      async (route, segments) => {
        const path = fillPath(route, (_, i) => segments[i] ?? '') + validQuery();
        await exercise(route, path, { dot: segments.some((s) => DOT_SEGMENTS.has(s)), ...validJson(route) });
      },
    );
    expect(failures, `path fuzz: ${failures.length} route(s)\n  ${failures.join('\n  ')}`).toEqual([]);
  }, 240_000);

  it('path parameters: every malformed escape and dot segment in every parameter of every built route', async () => {
    const dots = ['..', '.', '%2e%2e', '%2E%2e', '.%2E'];
    const escapes = ['%', '%E0%A4%A', '%zz', '%FF', '%ED%A0%80', '%C0%AE%C0%AE', '%00'];
    const failures: string[] = [];
    for (const route of BUILT.filter((r) => paramsOf(r).length > 0)) {
      // A model of its own per route: an earlier successful delete must not hide a dot-segment hole.
      const fresh = await api<{ uuid: string }>('POST', `/bpmn/file/Punkte?folderId=${ids.folder}`, {
        token: tenant.token,
      });
      if (fresh.status === 201) {
        await api('POST', `/bpmn/${fresh.body.uuid}/shared-user`, {
          token: tenant.token,
          json: { userId: ids.victim },
        });
        ids = { ...ids, model: fresh.body.uuid };
      }
      const json = validJson(route);
      const before = await snapshot(route);
      const statuses: number[] = [];
      const failing = new Map<string, string[]>();
      for (const [position, param] of paramsOf(route).entries()) {
        for (const bad of [...dots, ...escapes]) {
          const path =
            fillPath(route, (p, i) => (i === position ? bad : encodeURIComponent(validValue(route, p)))) +
            validQuery();
          const reply = await rawCall(route.method, path, {
            token: callerOf(route),
            ...json,
          }).catch((error: unknown) => ({ status: 0, text: String(error), headers: {} }));
          statuses.push(reply.status);
          const crash = reply.status === 0 ? 'no answer' : serverFailure(route, reply)?.slice(0, 3);
          if (crash) {
            const key = `${sig(route)} {${param}} → ${crash}`;
            failing.set(key, [...(failing.get(key) ?? []), bad]);
          }
        }
      }
      for (const [key, values] of failing) failures.push(`${key} for ${values.join(' ')}`);
      failing.clear();
      const changes = diffSnapshots(before, await snapshot(route));
      const removed = changes.filter((c) => c.startsWith('removed'));
      if (removed.length > 0)
        failures.push(
          `${sig(route)}: a malformed parameter removed existing items: ${removed.slice(0, 3).join('; ')}`,
        );
      else if (changes.length > 0 && statuses.every((st) => st >= 400 && st < 500))
        failures.push(`${sig(route)}: answered only 4xx but wrote: ${changes.slice(0, 3).join('; ')}`);
    }
    expect(failures, `malformed path parameters: ${failures.length}\n  ${failures.join('\n  ')}`).toEqual([]);
  }, 240_000);

  it('multipart upload: field names, file names, boundaries', async () => {
    const upload = ROUTES.find((r) => r.name === 'postBpmnUpload');
    if (!upload || !isBuilt(upload)) return;
    const field = fc.oneof(
      fc.constantFrom(
        'uploadedFile',
        'folderId',
        'constructor[]',
        '__proto__',
        '__proto__[x]',
        'constructor',
        'a[b][c]',
        '',
        'toString',
      ),
      text,
    );
    const part = fc.record({
      name: field,
      file: fc.boolean(),
      filename: fc.oneof(
        fc.constantFrom('a.bpmn', '../../etc/passwd', '', '%00.bpmn', 'x.bpmn\r\nX-Evil: 1'),
        fc.integer({ min: 1, max: 60_000 }).map((n) => `${'n'.repeat(n)}.bpmn`),
        text,
      ),
      value: fc.oneof(fc.constantFrom(ids.folder, 'default', '<bpmn/>', SMALL_BPMN), text, longText),
    });
    const failures = await fuzzRoutes(
      'upload',
      [upload],
      () =>
        fc.tuple(
          fc.array(part, { maxLength: 4 }),
          fc.constantFrom('ok', 'no boundary', 'wrong boundary', 'unterminated'),
        ),
      async (route, [parts, framing]) => {
        const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
        const chunks = parts.map((p) => {
          const disposition = p.file
            ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream`
            : `form-data; name="${p.name}"`;
          return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${p.value}\r\n`;
        });
        const end = framing === 'unterminated' ? '' : `--${boundary}--\r\n`;
        const contentType =
          framing === 'no boundary'
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${framing === 'wrong boundary' ? 'anders' : boundary}`;
        await exercise(route, '/bpmn/upload', {
          body: chunks.join('') + end,
          headers: { 'content-type': contentType },
        });
      },
    );
    expect(failures, `upload fuzz: ${failures.length}\n  ${failures.join('\n  ')}`).toEqual([]);
  }, 240_000);
});
