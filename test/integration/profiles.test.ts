import type { ProcessMapData, ProcessProfile, ProcessSummary, ProfileField } from '@prozesspuls/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, createdModel, invitedMember, login, roleWith, signInDemoUsers } from './client.js';

/** Process profiles, custom fields, linking models and the process map. */
const READER = 'steckbriefleser@demo.local';
const READER_PASSWORD = 'Leser!2026x';

const demo = setUpBeforeAll(signInDemoUsers);
/** A member whose role has PROCESS but not EDIT_CONTEXTITEM: reads profiles, writes none. */
let reader = '';
/** Process objects of client 1 the profiles refer to. */
let department = '';
let system = '';

const profileBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  trigger: 'Bedarf entsteht',
  outcome: 'Bestellung versendet',
  description: 'Bedarf prüfen, Angebot einholen, bestellen',
  department: [],
  systems: [],
  connectedDepartments: [],
  involvedRoles: [],
  processType: 'CORE',
  customFields: [],
  ...extra,
});

const newModel = (name: string) => createdModel(demo.modeller, name);

const newProfile = async (name: string, extra: Record<string, unknown> = {}, token = demo.modeller) => {
  const created = await api<ProcessProfile>('POST', '/processCharacteristic', {
    token,
    json: profileBody(name, extra),
  });
  expect(created.status).toBe(201);
  return created.body;
};

const numberField = async (name: string, minValue: number, maxValue: number) => {
  const created = await api<ProfileField>('POST', '/processCharacteristic/field', {
    token: demo.modeller,
    json: {
      name,
      fieldType: 'NUMBER',
      minValue,
      maxValue,
      valueType: 'VALUE',
      isDiagram: true,
      canFilter: true,
    },
  });
  expect(created.status).toBe(201);
  return created.body;
};

beforeAll(async () => {
  await api('POST', '/user/client', { token: demo.admin, json: { clientId: 1 } });
  reader = await invitedMember(demo.admin, {
    userId: READER,
    password: READER_PASSWORD,
    firstName: 'Lea',
    lastName: 'Leser',
    roleIds: [await roleWith(demo.admin, 'Steckbriefleser', ['PROCESS'])],
  });
  const object = async (type: string, name: string) => {
    const created = await api<{ id: string }>('POST', '/connectedRessource', {
      token: demo.modeller,
      json: { type, name, color: '#AA3300' },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  department = await object('DEPARTMENT', 'Steckbrief-Einkauf');
  system = await object('SYSTEM', 'Steckbrief-ERP');
});

describe('permission matrix of /processCharacteristic', () => {
  const reads = [
    ['GET', '/processCharacteristic'],
    ['GET', '/processCharacteristic/field'],
    ['GET', '/processCharacteristic/map'],
  ] as const;

  it('lets PROCESS members read and refuses members without PROCESS', async () => {
    for (const [method, path] of reads) {
      expect((await api(method, path, { token: demo.modeller })).status, path).toBe(200);
      expect((await api(method, path, { token: reader })).status, path).toBe(200);
      expect((await api(method, path, { token: demo.admin })).status, path).toBe(200);
      expect((await api(method, path, { token: demo.employee })).status, path).toBe(403);
      expect((await api(method, path)).status, path).toBe(401);
    }
  });

  it('refuses every write without EDIT_CONTEXTITEM and writes nothing', async () => {
    const own = await newProfile('Rechte prüfen');
    const uuid = await newModel('Rechte-Modell');
    const writes = [
      ['POST', '/processCharacteristic', profileBody('Fremd')],
      ['PUT', '/processCharacteristic', profileBody('Umbenannt', { id: own.id })],
      ['DELETE', `/processCharacteristic/${own.id}`, undefined],
      ['POST', '/processCharacteristic/field', { name: 'X', fieldType: 'SELECT', options: ['a'] }],
      ['POST', '/processCharacteristic/connect', { CHARACTERISTIC: own.id, UUID: uuid }],
    ] as const;
    const countBefore = (
      await api<ProcessProfile[]>('GET', '/processCharacteristic', { token: demo.modeller })
    ).body.length;
    const fieldsBefore = (
      await api<ProfileField[]>('GET', '/processCharacteristic/field', { token: demo.modeller })
    ).body.length;
    for (const [method, path, json] of writes) {
      for (const token of [reader, demo.employee]) {
        const reply = await api<{ msg: string }>(method, path, { token, json });
        expect(reply.status, `${method} ${path}`).toBe(403);
        expect(typeof reply.body.msg).toBe('string');
      }
    }
    const after = (await api<ProcessProfile[]>('GET', '/processCharacteristic', { token: demo.modeller }))
      .body;
    expect(after.length).toBe(countBefore);
    expect(after.find((p) => p.id === own.id)).toMatchObject({
      name: 'Rechte prüfen',
      connectedModelId: null,
    });
    expect(
      (await api<ProfileField[]>('GET', '/processCharacteristic/field', { token: demo.modeller })).body
        .length,
    ).toBe(fieldsBefore);
  });

  it('lets an administrator write', async () => {
    const created = await newProfile('Vom Admin', {}, demo.admin);
    expect(created.createdBy).toBe('admin@demo.local');
    expect((await api('DELETE', `/processCharacteristic/${created.id}`, { token: demo.admin })).status).toBe(
      204,
    );
  });
});

describe('profiles', () => {
  it('creates, lists newest first, edits and deletes a profile', async () => {
    const first = await newProfile('Einkauf', {
      department: [department],
      systems: [system],
      processType: 'SUPPORT',
    });
    const second = await newProfile('Vertrieb');
    expect(first).toMatchObject({
      name: 'Einkauf',
      department: [department],
      systems: [system],
      processType: 'SUPPORT',
      connectedModelId: null,
      createdBy: 'modeller@demo.local',
    });
    const list = (await api<ProcessProfile[]>('GET', '/processCharacteristic', { token: reader })).body;
    expect(list.findIndex((p) => p.id === second.id)).toBeLessThan(list.findIndex((p) => p.id === first.id));

    const edited = await api<ProcessProfile>('PUT', '/processCharacteristic', {
      token: demo.modeller,
      json: profileBody('Einkauf neu', { id: first.id, department: [], processType: null }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: first.id,
      name: 'Einkauf neu',
      department: [],
      processType: null,
    });
    expect(edited.body.createdDate).toBe(first.createdDate);

    expect((await api('DELETE', `/processCharacteristic/${first.id}`, { token: demo.modeller })).status).toBe(
      204,
    );
    expect((await api('DELETE', `/processCharacteristic/${first.id}`, { token: demo.modeller })).status).toBe(
      404,
    );
    const unknown = await api('PUT', '/processCharacteristic', {
      token: demo.modeller,
      json: profileBody('Weg', { id: first.id }),
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses an empty name and unbounded input with 400', async () => {
    for (const json of [
      profileBody(''),
      profileBody('x'.repeat(201)),
      profileBody('ok', { processType: 'OTHER' }),
      profileBody('ok', { department: ['a', 'b'] }),
      profileBody('ok', { department: ['gibt-es-nicht'] }),
      profileBody('ok', { department: [system] }),
      profileBody('ok', { systems: [department] }),
    ]) {
      const reply = await api<{ msg: string }>('POST', '/processCharacteristic', {
        token: demo.modeller,
        json,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBeTruthy();
    }
  });
});

describe('custom fields', () => {
  it('stores SELECT and NUMBER fields with their settings', async () => {
    const select = await api<ProfileField>('POST', '/processCharacteristic/field', {
      token: demo.modeller,
      json: {
        name: 'Prozessreife',
        fieldType: 'SELECT',
        options: ['Gering', 'Mittel', 'Hoch'],
        defaultValue: JSON.stringify({ type: 'OPTIONS', value: 'Mittel' }),
        canFilter: true,
        isDiagram: true,
      },
    });
    expect(select.status).toBe(201);
    expect(select.body).toMatchObject({ fieldId: 'prozessreife', fieldType: 'SELECT', isDiagram: true });
    const number = await numberField('Kosten pro Fall', 0, 1000);
    expect(number).toMatchObject({ fieldType: 'NUMBER', minValue: 0, maxValue: 1000, valueType: 'VALUE' });
    const list = (await api<ProfileField[]>('GET', '/processCharacteristic/field', { token: reader })).body;
    expect(list.map((f) => f.id)).toEqual(expect.arrayContaining([select.body.id, number.id]));
  });

  it.each([
    [{ name: 'Leer', fieldType: 'SELECT', options: [] }],
    [{ name: 'Ohne Grenzen', fieldType: 'NUMBER' }],
    [{ name: 'Verkehrt', fieldType: 'NUMBER', minValue: 10, maxValue: 5 }],
    [{ name: '', fieldType: 'SELECT', options: ['a'] }],
    [{ name: 'Typ', fieldType: 'TEXT' }],
  ])('refuses the invalid definition %o', async (json) => {
    const reply = await api<{ msg: string }>('POST', '/processCharacteristic/field', {
      token: demo.modeller,
      json,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBeTruthy();
  });

  it('checks number values against the bounds with the seed messages and stores nothing then', async () => {
    const field = await numberField('Durchlaufzeit Tage', 1, 30);
    const cases = [
      ['', 'Durchlaufzeit Tage: Dieses Feld muss ausgefüllt werden'],
      ['31', 'Durchlaufzeit Tage: Wert zu groß. Maximum ist 30'],
      ['0', 'Durchlaufzeit Tage: Wert zu klein. Minimum ist 1'],
    ] as const;
    const before = (await api<ProcessProfile[]>('GET', '/processCharacteristic', { token: demo.modeller }))
      .body.length;
    for (const [fieldValue, msg] of cases) {
      const reply = await api('POST', '/processCharacteristic', {
        token: demo.modeller,
        json: profileBody('Grenzfall', { customFields: [{ customFieldId: field.id, fieldValue }] }),
      });
      expect(reply).toEqual({ status: 400, body: { msg } });
    }
    expect(
      (await api<ProcessProfile[]>('GET', '/processCharacteristic', { token: demo.modeller })).body.length,
    ).toBe(before);
    const okay = await newProfile('Im Rahmen', {
      customFields: [{ customFieldId: field.id, fieldValue: '30' }],
    });
    expect(okay.customFields).toEqual([{ customFieldId: field.id, fieldValue: '30' }]);
    const unknownField = await api('POST', '/processCharacteristic', {
      token: demo.modeller,
      json: profileBody('Unbekannt', { customFields: [{ customFieldId: 'gibt-es-nicht', fieldValue: '3' }] }),
    });
    expect(unknownField.status).toBe(400);
  });
});

describe('linking models to profiles', () => {
  it('links a model, moves the link, refuses a model of another profile, unlinks on delete', async () => {
    const profile = await newProfile('Verknüpfung');
    const other = await newProfile('Anderer Steckbrief');
    const first = await newModel('Verknüpft 1');
    const second = await newModel('Verknüpft 2');
    const connect = (CHARACTERISTIC: string, UUID: string) =>
      api<ProcessProfile & { msg?: string }>('POST', '/processCharacteristic/connect', {
        token: demo.modeller,
        json: { CHARACTERISTIC, UUID },
      });
    const characteristicOf = async (uuid: string) =>
      (await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.modeller })).body.find(
        (m) => m.uuid === uuid,
      )?.characteristic;

    expect((await connect(profile.id, first)).body.connectedModelId).toBe(first);
    expect(await characteristicOf(first)).toBe(profile.id);
    // Linking again to the same profile is allowed (the model already belongs to it).
    expect((await connect(profile.id, first)).status).toBe(200);

    const refused = await connect(other.id, first);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('Das Modell ist bereits mit einem anderen Prozesssteckbrief verknüpft.');

    expect((await connect(profile.id, second)).body.connectedModelId).toBe(second);
    expect(await characteristicOf(first)).toBeNull();
    expect(await characteristicOf(second)).toBe(profile.id);

    expect((await api('DELETE', `/bpmn/${second}`, { token: demo.modeller })).status).toBe(204);
    const after = (await api<ProcessProfile[]>('GET', '/processCharacteristic', { token: demo.modeller }))
      .body;
    expect(after.find((p) => p.id === profile.id)?.connectedModelId).toBeNull();

    expect((await connect(other.id, first)).status).toBe(200);
    expect((await api('DELETE', `/processCharacteristic/${other.id}`, { token: demo.modeller })).status).toBe(
      204,
    );
    expect(await characteristicOf(first)).toBeNull();
  });

  it('gives a model only one profile when two profiles link it at the same time', async () => {
    const uuid = await newModel('Umkämpft');
    const profiles = await Promise.all(Array.from({ length: 4 }, (_, i) => newProfile(`Rennen ${i}`)));
    const replies = await Promise.all(
      profiles.map((p) =>
        api<ProcessProfile>('POST', '/processCharacteristic/connect', {
          token: demo.modeller,
          json: { CHARACTERISTIC: p.id, UUID: uuid },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(3);
    const winner = profiles[replies.findIndex((r) => r.status === 200)];
    const linked = (
      await api<ProcessProfile[]>('GET', '/processCharacteristic', { token: demo.modeller })
    ).body.filter((p) => p.connectedModelId === uuid);
    expect(linked.map((p) => p.id)).toEqual([winner?.id]);
  });
});

describe('tenant isolation', () => {
  it("refuses another client's profile ids and model uuids", async () => {
    const own = await newProfile('Eigener Steckbrief');
    const ownModel = await newModel('Eigenes Modell');
    let foreignProfile = '';
    let foreignModel = '';
    const switchedAdmin = (await login('admin@demo.local')).accessToken;
    await api('POST', '/user/client', { token: switchedAdmin, json: { clientId: 2 } });
    try {
      foreignProfile = (await newProfile('Fremder Steckbrief', {}, switchedAdmin)).id;
      const folder = await api<{ id: string }>('POST', '/folder/init', { token: switchedAdmin });
      const created = await api<{ uuid: string }>('POST', `/bpmn/file/Fremd?folderId=${folder.body.id}`, {
        token: switchedAdmin,
      });
      foreignModel = created.body.uuid;
      expect(
        (await api<ProcessProfile[]>('GET', '/processCharacteristic', { token: switchedAdmin })).body.map(
          (p) => p.id,
        ),
      ).not.toContain(own.id);
    } finally {
      await api('POST', '/user/client', { token: switchedAdmin, json: { clientId: 1 } });
    }
    expect(foreignProfile).not.toBe('');
    const ids = (
      await api<ProcessProfile[]>('GET', '/processCharacteristic', { token: demo.modeller })
    ).body.map((p) => p.id);
    expect(ids).not.toContain(foreignProfile);
    expect(
      (
        await api('PUT', '/processCharacteristic', {
          token: demo.modeller,
          json: profileBody('X', { id: foreignProfile }),
        })
      ).status,
    ).toBe(404);
    expect(
      (await api('DELETE', `/processCharacteristic/${foreignProfile}`, { token: demo.modeller })).status,
    ).toBe(404);
    const connectForeignProfile = await api('POST', '/processCharacteristic/connect', {
      token: demo.modeller,
      json: { CHARACTERISTIC: foreignProfile, UUID: ownModel },
    });
    expect(connectForeignProfile.status).toBe(404);
    if (foreignModel) {
      const connectForeignModel = await api('POST', '/processCharacteristic/connect', {
        token: demo.modeller,
        json: { CHARACTERISTIC: own.id, UUID: foreignModel },
      });
      expect(connectForeignModel.status).toBe(404);
    }
    const afterwards = (
      await api<ProcessProfile[]>('GET', '/processCharacteristic', { token: demo.modeller })
    ).body;
    expect(afterwards.find((p) => p.id === own.id)?.connectedModelId).toBeNull();
  });
});

describe('process map data', () => {
  it('answers the diagram fields and every profile', async () => {
    const axis = await numberField('Kartenachse', 0, 100);
    await api('POST', '/processCharacteristic/field', {
      token: demo.modeller,
      json: { name: 'Nur Filter', fieldType: 'SELECT', options: ['a'], canFilter: true, isDiagram: false },
    });
    const profile = await newProfile('Auf der Karte', {
      customFields: [{ customFieldId: axis.id, fieldValue: '30' }],
    });
    const map = (await api<ProcessMapData>('GET', '/processCharacteristic/map', { token: reader })).body;
    expect(map.fields.every((f) => f.isDiagram)).toBe(true);
    expect(map.fields.map((f) => f.id)).toContain(axis.id);
    expect(map.profiles.find((p) => p.id === profile.id)?.customFields).toEqual([
      { customFieldId: axis.id, fieldValue: '30' },
    ]);
  });
});
