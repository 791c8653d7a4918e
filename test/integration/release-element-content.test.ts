import {
  type ElementDescription,
  type ElementNumber,
  MSG,
  RELEASE_MESSAGES,
  type ShareLinkState,
  shareAuthValue,
} from '@prozesspuls/shared';
import { withElementContent } from '@prozesspuls/shared/bpmnXml';
import { describe, expect, inject, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { accessToken, api, invitedModeller, releaseSwitchStatus } from './client.js';
import { createTenant } from './security-helpers.js';
import { releasableDiagram, uploadBpmn } from './upload.js';

const OWNER = 'modeller@demo.local';
const ADMIN = 'admin@demo.local';
// Unique per file: the integration files share one cloud.
const COLLEAGUE = 'kollege.inhalt@demo.local';

/** What readers see of a model's element content: descriptions and numbers by element. */
async function contentOf(token: string, uuid: string) {
  const [descriptions, numbers] = await Promise.all([
    api<ElementDescription[]>('GET', `/elementDescription/bpmn/${uuid}`, { token }),
    api<ElementNumber[]>('GET', `/elementNumber/bpmn/${uuid}`, { token }),
  ]);
  return {
    descriptions: Object.fromEntries(descriptions.body.map((d) => [d.elementId, d.text])),
    numbers: Object.fromEntries(numbers.body.map((n) => [n.elementId, n.number])),
  };
}

/** Every write route of descriptions and element numbers, as a crafted client would call them. */
const contentWrites = (uuid: string, text: string) =>
  [
    ['POST', '/elementDescription', { uuidModel: uuid, elementId: 'Task_0', text }],
    ['PUT', '/elementDescription', { id: 'x', uuidModel: uuid, elementId: 'Task_0', text }],
    ['PUT', '/elementDescription', { uuidModel: uuid, elementId: 'Task_0', text: '' }],
    ['POST', '/elementNumber', { uuidModel: uuid, elementId: 'Task_1', number: '9' }],
    ['PUT', '/elementNumber', { uuidModel: uuid, elementId: 'Task_1', number: '1' }],
    ['DELETE', `/elementNumber/element/Task_0?uuid=${uuid}`, undefined],
    ['DELETE', `/elementNumber/bpmn/${uuid}`, undefined],
  ] as const;

describe('descriptions and element numbers under release', () => {
  const users = setUpBeforeAll(async () => {
    const admin = await accessToken(ADMIN);
    return {
      owner: await accessToken(OWNER),
      // A colleague with write rights through the folder ('modellierer' writes in 'default').
      colleague: await invitedModeller(admin, {
        userId: COLLEAGUE,
        password: 'Inhalt!2026',
        firstName: 'Konrad',
        lastName: 'Inhalt',
      }),
      guest: (await createTenant(admin, 'Inhalt')).token,
    };
  });

  /** A model with a description on Task_0 and numbers 1 and 2; release switched on when asked. */
  async function documentedModel(name: string, releaseEnabled: boolean) {
    const uploaded = await uploadBpmn(users.owner, `${name} ${Date.now()}.bpmn`, releasableDiagram(3));
    expect(uploaded.status).toBe(201);
    const uuid = uploaded.body.uuid ?? '';
    for (const [path, json] of [
      ['/elementDescription', { uuidModel: uuid, elementId: 'Task_0', text: 'Freigegebener Text' }],
      ['/elementNumber', { uuidModel: uuid, elementId: 'Task_0', number: '1' }],
      ['/elementNumber', { uuidModel: uuid, elementId: 'Task_1', number: '2' }],
    ] as const)
      expect((await api('POST', path, { token: users.owner, json })).status).toBe(200);
    if (releaseEnabled) expect(await releaseSwitchStatus(users.owner, uuid, true)).toBe(204);
    return uuid;
  }

  it('without release a colleague with write rights changes descriptions and numbers', async () => {
    const uuid = await documentedModel('Inhalt ohne Freigabe', false);
    const saved = await api('PUT', '/elementDescription', {
      token: users.colleague,
      json: { uuidModel: uuid, elementId: 'Task_0', text: 'Vom Kollegen' },
    });
    expect(saved.status).toBe(200);
    const numbered = await api('POST', '/elementNumber', {
      token: users.colleague,
      json: { uuidModel: uuid, elementId: 'Task_2', number: '3' },
    });
    expect(numbered.status).toBe(200);
    expect(await contentOf(users.owner, uuid)).toEqual({
      descriptions: { Task_0: 'Vom Kollegen' },
      numbers: { Task_0: '1', Task_1: '2', Task_2: '3' },
    });
  });

  it('under release every description and number write of a colleague is refused with a German 403 and changes nothing', async () => {
    const uuid = await documentedModel('Inhalt Kollege', true);
    const before = await contentOf(users.owner, uuid);
    for (const [method, path, json] of contentWrites(uuid, 'Vom Kollegen')) {
      const refused = await api<{ msg: string }>(method, path, { token: users.colleague, json });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.msg).toBe(RELEASE_MESSAGES.onlyReleaseEditors);
    }
    expect(await contentOf(users.colleague, uuid)).toEqual(before);
    expect(await contentOf(users.owner, uuid)).toEqual(before);
  });

  it('a guest of a share link and a crafted call with the link header change nothing either', async () => {
    const uuid = await documentedModel('Inhalt Gast', true);
    const link = await api<ShareLinkState>('POST', `/bpmn/${uuid}/shareLink`, { token: users.owner });
    expect(link.status).toBe(200);
    const before = await contentOf(users.owner, uuid);
    const shareAuth = shareAuthValue(1, uuid, link.body.token ?? '');
    for (const [method, path, json] of contentWrites(uuid, 'Vom Gast')) {
      // The element content routes answer for the caller's own client only, link header or not.
      const response = await fetch(`${inject('baseUrl')}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${users.guest}`,
          'x-share-auth': shareAuth,
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        body: json ? JSON.stringify(json) : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(((await response.json()) as { msg: string }).msg).toBe(MSG.notFound);
    }
    expect(await contentOf(users.owner, uuid)).toEqual(before);
  });

  it('colleague and owner write in parallel under release: only the owner changes the content, in the draft', async () => {
    const uuid = await documentedModel('Inhalt parallel', true);
    const colleagueWrites = contentWrites(uuid, 'Vom Kollegen').map(([method, path, json]) =>
      api<{ msg: string }>(method, path, { token: users.colleague, json }),
    );
    const ownerWrite = api('PUT', '/elementDescription', {
      token: users.owner,
      json: { uuidModel: uuid, elementId: 'Task_0', text: 'Vom Eigentümer' },
    });
    const [ownerReply, ...colleagueReplies] = await Promise.all([ownerWrite, ...colleagueWrites]);
    expect(ownerReply.status).toBe(200);
    expect(colleagueReplies.map((r) => r.status)).toEqual(colleagueWrites.map(() => 403));
    // The owner's write changes the draft's content; readers keep the approved content.
    expect(await contentOf(users.owner, uuid)).toEqual({
      descriptions: { Task_0: 'Vom Eigentümer' },
      numbers: { Task_0: '1', Task_1: '2' },
    });
    expect(await contentOf(users.colleague, uuid)).toEqual({
      descriptions: { Task_0: 'Freigegebener Text' },
      numbers: { Task_0: '1', Task_1: '2' },
    });
  });

  it('a colleague writing while the owner switches release on is either before it or refused, never after it', async () => {
    const uuid = await documentedModel('Inhalt Umschalten', false);
    const writes = Array.from({ length: 6 }, (_, i) =>
      api('PUT', '/elementDescription', {
        token: users.colleague,
        json: { uuidModel: uuid, elementId: 'Task_0', text: `Kollege ${i}` },
      }),
    );
    expect(await releaseSwitchStatus(users.owner, uuid, true)).toBe(204);
    const settled = await Promise.all(writes);
    expect(settled.every((r) => r.status === 200 || r.status === 403)).toBe(true);
    // Once release is on, the colleague's next write is refused and the text stays.
    const shown = (await contentOf(users.owner, uuid)).descriptions.Task_0;
    const after = await api('PUT', '/elementDescription', {
      token: users.colleague,
      json: { uuidModel: uuid, elementId: 'Task_0', text: 'Zu spät' },
    });
    expect(after.status).toBe(403);
    expect((await contentOf(users.owner, uuid)).descriptions.Task_0).toBe(shown);
  });

  it('readers see the descriptions and numbers approved with the diagram until the next approval', async () => {
    const uuid = await documentedModel('Inhalt Stand', true);
    const approved = {
      descriptions: { Task_0: 'Freigegebener Text' },
      numbers: { Task_0: '1', Task_1: '2' },
    };
    // The owner works on the draft's content.
    for (const [method, path, json] of [
      ['PUT', '/elementDescription', { uuidModel: uuid, elementId: 'Task_0', text: 'Entwurfstext' }],
      ['POST', '/elementDescription', { uuidModel: uuid, elementId: 'Task_2', text: 'Neu im Entwurf' }],
      ['POST', '/elementNumber', { uuidModel: uuid, elementId: 'Task_2', number: '3' }],
    ] as const)
      expect((await api(method, path, { token: users.owner, json })).status).toBe(200);
    const draft = {
      descriptions: { Task_0: 'Entwurfstext', Task_2: 'Neu im Entwurf' },
      numbers: { Task_0: '1', Task_1: '2', Task_2: '3' },
    };
    expect(await contentOf(users.owner, uuid)).toEqual(draft);
    expect(await contentOf(users.colleague, uuid)).toEqual(approved);
    const one = await api<ElementDescription>('GET', `/elementDescription/bpmn/${uuid}/element/Task_0`, {
      token: users.colleague,
    });
    expect(one.body.text).toBe('Freigegebener Text');
    const badges = await api<{ elementId: string; hasDescription: boolean; elementNum: string | null }[]>(
      'GET',
      `/bpmn/${uuid}/attachments`,
      { token: users.colleague },
    );
    expect(badges.body.find((b) => b.elementId === 'Task_2')).toMatchObject({
      hasDescription: false,
      elementNum: null,
    });
    // 'Exportieren' → XML as the SPA builds it for the colleague: the released diagram with the
    // approved content.
    const read = await api<{ diagramXML: string }>('GET', `/bpmn/${uuid}`, { token: users.colleague });
    const { descriptions, numbers } = await contentOf(users.colleague, uuid);
    const exported = await withElementContent(read.body.diagramXML, {
      descriptions: new Map(Object.entries(descriptions)),
      numbers: new Map(Object.entries(numbers)),
    });
    expect(exported).toContain('<bpmn:documentation>Freigegebener Text</bpmn:documentation>');
    expect(exported).not.toContain('Entwurfstext');
    expect(exported).not.toContain('<pp:elementNumber>3</pp:elementNumber>');

    // The reviewer approves: readers now see the content as it was at the approval.
    const model = await api<{ diagramXML: string }>('GET', `/bpmn/${uuid}`, { token: users.owner });
    const sent = await api<{ id: string }>('POST', '/bpmn/release', {
      token: users.owner,
      json: { uuid, reviewer: ADMIN, commitMsg: 'Bitte prüfen', diagramXML: model.body.diagramXML },
    });
    expect(sent.status).toBe(201);
    const admin = await accessToken(ADMIN);
    const decided = await api('POST', '/bpmn/release/review', {
      token: admin,
      json: { uuid, id: sent.body.id, requestState: 'ACCEPTED' },
    });
    expect(decided.status).toBe(200);
    expect(await contentOf(users.colleague, uuid)).toEqual(draft);
  });
});
