import type { ProcessModel } from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, memberWithNewRole, signInDemoUsers } from './client.js';

const CANNOT_OPEN =
  'Dieser Nutzer kann Prozessmodelle nicht öffnen: Keine seiner Rollen hat die Berechtigung „Prozesse“. Bitten Sie die Administration, ihm eine solche Rolle zu geben.';

/** A colleague whose only role reads PX, none that opens models. */
const PX_ONLY = { userId: 'nur-px@demo.local', password: 'NurPx!2026', firstName: 'Paula', lastName: 'Px' };

/**
 * Sharing a model with someone, or making them its owner, must let them open it.
 * Whoever has no role that opens models at all (the demo 'mitarbeiter', a PX-only colleague) is
 * refused with a German message, and nothing is written.
 */
describe('share and ownership go only to users who can open the model', () => {
  const demo = setUpBeforeAll(signInDemoUsers);
  const pxOnly = setUpBeforeAll(() => memberWithNewRole(demo.admin, 'Nur PX', ['PX_READ'], PX_ONLY));
  let uuid = '';

  beforeAll(async () => {
    const created = await api<{ uuid: string }>('POST', '/bpmn/file/Berechtigt?folderId=default', {
      token: demo.modeller,
    });
    uuid = created.body.uuid;
  });

  afterAll(async () => {
    if (uuid) await api('DELETE', `/bpmn/${uuid}`, { token: demo.modeller });
  });

  it('refuses to share with members whose roles open no model, and stores no share', async () => {
    for (const userId of ['mitarbeiter@demo.local', 'nur-px@demo.local']) {
      const refused = await api<{ msg: string }>('POST', `/bpmn/${uuid}/shared-user`, {
        token: demo.modeller,
        json: { userId },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(CANNOT_OPEN);
    }
    expect((await api('GET', `/bpmn/${uuid}/shared-user`, { token: demo.modeller })).body).toEqual([]);
    // The reason the rule exists: without it they would be unable to open the model anyway.
    expect((await api('GET', `/bpmn/${uuid}`, { token: demo.employee })).status).toBe(403);
    expect((await api('GET', `/bpmn/${uuid}`, { token: pxOnly.token })).status).toBe(403);
  });

  it('shares with a member who can open models, who then opens it', async () => {
    const shared = await api('POST', `/bpmn/${uuid}/shared-user`, {
      token: demo.modeller,
      json: { userId: 'admin@demo.local' },
    });
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual(['admin@demo.local']);
    expect((await api('GET', `/bpmn/${uuid}`, { token: demo.admin })).status).toBe(200);
  });

  it('refuses to add members who cannot open models to a folder share, and keeps those already in it', async () => {
    const folder = await api<{ id: string }>('POST', '/folder', {
      token: demo.modeller,
      json: {
        folderName: `Berechtigt ${Date.now()}`,
        folderPermissions: [
          { roleId: 'modellierer', permissions: { PROCESS_READ: true, PROCESS_WRITE: true } },
        ],
      },
    });
    expect(folder.status).toBe(201);
    const shareFolder = (userIds: string[]) =>
      api<{ msg: string }>('POST', `/folder/shared/${folder.body.id}`, {
        token: demo.modeller,
        json: { userIds },
      });
    const refused = await shareFolder(['admin@demo.local', 'mitarbeiter@demo.local']);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(CANNOT_OPEN);
    expect((await api('GET', `/folder/shared/${folder.body.id}`, { token: demo.modeller })).body).toEqual([]);
    expect((await shareFolder(['admin@demo.local'])).status).toBe(200);
    expect((await api('GET', `/folder/shared/${folder.body.id}`, { token: demo.modeller })).body).toEqual([
      'admin@demo.local',
    ]);
  });

  it('refuses to make a member who cannot open models the owner, and the owner stays', async () => {
    const refused = await api<{ msg: string }>('PUT', `/bpmn/${uuid}/initiator`, {
      token: demo.modeller,
      json: { initiator: 'mitarbeiter@demo.local' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(CANNOT_OPEN);
    const unknown = await api<{ msg: string }>('PUT', `/bpmn/${uuid}/initiator`, {
      token: demo.modeller,
      json: { initiator: 'niemand@x.local' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('Der Nutzer gehört nicht zu diesem Mandanten.');
    const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.modeller });
    expect(model.body.initiator).toBe('modeller@demo.local');
  });
});
