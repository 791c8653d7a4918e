import type {
  ConnectedResource,
  ProcessSummary,
  ResourceLink,
  RoleAssessment,
  RoleCharacteristic,
  RoleDescriptor,
} from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, createdModel, memberWithNewRole, signInDemoUsers } from './client.js';

async function newObject(token: string, type: string, name: string, extra: Record<string, string> = {}) {
  const created = await api<ConnectedResource>('POST', '/connectedRessource', {
    token,
    json: { type, name, ...extra },
  });
  expect(created.status).toBe(201);
  return created.body;
}

const link = (token: string, ressourceId: string, processId: string, elementId: string[]) =>
  api<ResourceLink>('POST', '/connectRessourceToModelElement', {
    token,
    json: { ressourceId, processId, elementId },
  });

/** A member of client 1 whose only role grants exactly `permission` (made by the admin, password set by mail). */
async function memberWith(admin: string, permission: string, userId: string): Promise<string> {
  const person = { userId, password: 'Objekte!2026', firstName: 'R', lastName: permission };
  return (await memberWithNewRole(admin, `R13 ${permission}`, [permission], person)).token;
}

describe('process objects and their links', () => {
  const demo = setUpBeforeAll(signInDemoUsers);

  beforeAll(async () => {
    await api('POST', '/user/client', { token: demo.admin, json: { clientId: 1 } });
  });

  afterAll(async () => {
    await api('POST', '/user/client', { token: demo.admin, json: { clientId: 1 } });
  });

  it('creates, lists newest first, filters by type and edits objects', async () => {
    const dept = await newObject(demo.modeller, 'DEPARTMENT', 'Einkauf R13', { color: '#00AA11' });
    const system = await newObject(demo.modeller, 'SYSTEM', 'SAP R13', { description: 'ERP' });
    expect(dept).toMatchObject({
      type: 'DEPARTMENT',
      name: 'Einkauf R13',
      color: '#00AA11',
      connected: false,
    });
    const all = await api<ConnectedResource[]>('GET', '/connectedRessource', { token: demo.modeller });
    const ids = all.body.map((r) => r.id);
    expect(ids.indexOf(system.id)).toBeLessThan(ids.indexOf(dept.id));
    const systems = await api<ConnectedResource[]>('GET', '/connectedRessource/ressourceType/SYSTEM', {
      token: demo.modeller,
    });
    expect(systems.body.every((r) => r.type === 'SYSTEM')).toBe(true);
    expect(systems.body.map((r) => r.id)).toContain(system.id);
    const edited = await api<ConnectedResource>('PUT', '/connectedRessource', {
      token: demo.modeller,
      json: { id: system.id, type: 'SYSTEM', name: 'SAP S/4 R13' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'SAP S/4 R13', description: null });
    const retyped = await api('PUT', '/connectedRessource', {
      token: demo.modeller,
      json: { id: system.id, type: 'ROLE', name: 'x' },
    });
    expect(retyped.status).toBe(409);
  });

  it('refuses bad input with a German message and writes nothing', async () => {
    const before = (await api<ConnectedResource[]>('GET', '/connectedRessource', { token: demo.modeller }))
      .body.length;
    const empty = await api<{ msg: string }>('POST', '/connectedRessource', {
      token: demo.modeller,
      json: { type: 'ROLE', name: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('Muss ausgefüllt werden');
    const badType = await api('POST', '/connectedRessource', {
      token: demo.modeller,
      json: { type: 'PLANET', name: 'x' },
    });
    expect(badType.status).toBe(400);
    const badColor = await api('POST', '/connectedRessource', {
      token: demo.modeller,
      json: { type: 'DEPARTMENT', name: 'x', color: 'red' },
    });
    expect(badColor.status).toBe(400);
    const after = (await api<ConnectedResource[]>('GET', '/connectedRessource', { token: demo.modeller }))
      .body.length;
    expect(after).toBe(before);
  });

  it('links a role to elements, counts it connected, refuses its delete until unlinked', async () => {
    const role = await newObject(demo.modeller, 'ROLE', 'Sachbearbeiter R13');
    const uuid = await createdModel(demo.modeller, 'Rollenmodell R13');
    const linked = await link(demo.modeller, role.id, uuid, ['Task_1', 'Task_2', 'Task_1']);
    expect(linked.status).toBe(201);
    expect([...linked.body.elementId].sort()).toEqual(['Task_1', 'Task_2']);
    // Linking again is idempotent.
    expect((await link(demo.modeller, role.id, uuid, ['Task_2'])).status).toBe(201);

    const links = await api<ResourceLink[]>('GET', `/connectRessourceToModelElement/ressourceId/${role.id}`, {
      token: demo.modeller,
    });
    expect(links.body).toHaveLength(1);
    expect([...(links.body[0]?.elementId ?? [])].sort()).toEqual(['Task_1', 'Task_2']);

    const ofModel = await api<ConnectedResource[]>('GET', `/connectedRessource?processId=${uuid}`, {
      token: demo.modeller,
    });
    const seen = ofModel.body.find((r) => r.id === role.id);
    expect(seen?.connected).toBe(true);
    expect([...(seen?.elementIds ?? [])].sort()).toEqual(['Task_1', 'Task_2']);

    const list = await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.modeller });
    expect(list.body.find((p) => p.uuid === uuid)?.connectedRessources).toEqual([{ id: role.id }]);

    const refused = await api<{ msg: string }>('DELETE', `/connectedRessource/${role.id}`, {
      token: demo.modeller,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      'Das Objekt ist mit Prozesselementen verknüpft und kann daher nicht gelöscht werden. Entfernen Sie zuerst die Verknüpfungen.',
    );

    expect(
      (
        await api(
          'DELETE',
          `/connectRessourceToModelElement/element/Task_1?uuid=${uuid}&ressourceId=${role.id}`,
          {
            token: demo.modeller,
          },
        )
      ).status,
    ).toBe(204);
    expect((await api('DELETE', `/connectedRessource/${role.id}`, { token: demo.modeller })).status).toBe(
      409,
    );
    expect(
      (
        await api('DELETE', `/connectRessourceToModelElement/element/Task_2?uuid=${uuid}`, {
          token: demo.modeller,
        })
      ).status,
    ).toBe(204);
    const free = await api<ConnectedResource[]>('GET', '/connectedRessource/ressourceType/ROLE', {
      token: demo.modeller,
    });
    expect(free.body.find((r) => r.id === role.id)?.connected).toBe(false);
    expect((await api('DELETE', `/connectedRessource/${role.id}`, { token: demo.modeller })).status).toBe(
      204,
    );
    expect((await api('DELETE', `/connectedRessource/${role.id}`, { token: demo.modeller })).status).toBe(
      404,
    );
  });

  it('deleting a model removes its links and frees the objects', async () => {
    const system = await newObject(demo.modeller, 'SYSTEM', 'Altsystem R13');
    const uuid = await createdModel(demo.modeller, 'Wegwerfmodell R13');
    expect((await link(demo.modeller, system.id, uuid, ['Task_9'])).status).toBe(201);
    expect((await api('DELETE', `/bpmn/${uuid}`, { token: demo.modeller })).status).toBe(204);
    const links = await api<ResourceLink[]>(
      'GET',
      `/connectRessourceToModelElement/ressourceId/${system.id}`,
      {
        token: demo.modeller,
      },
    );
    expect(links.body).toEqual([]);
    expect((await api('DELETE', `/connectedRessource/${system.id}`, { token: demo.modeller })).status).toBe(
      204,
    );
  });

  it('a link racing a delete never leaves a link to a deleted object', async () => {
    const uuid = await createdModel(demo.modeller, 'Rennmodell R13');
    for (let round = 0; round < 6; round += 1) {
      const role = await newObject(demo.modeller, 'ROLE', `Renner ${round} R13`);
      const [linked, deleted] = await Promise.all([
        link(demo.modeller, role.id, uuid, [`Task_${round}`]),
        api('DELETE', `/connectedRessource/${role.id}`, { token: demo.modeller }),
      ]);
      // Exactly one wins.
      expect([linked.status, deleted.status].sort()).toEqual(linked.status === 201 ? [201, 409] : [204, 404]);
      const ofModel = await api<ConnectedResource[]>('GET', `/connectedRessource?processId=${uuid}`, {
        token: demo.modeller,
      });
      const stillThere = ofModel.body.find((r) => r.id === role.id);
      if (deleted.status === 204) {
        expect(stillThere).toBeUndefined();
        const list = await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.modeller });
        expect(list.body.find((p) => p.uuid === uuid)?.connectedRessources ?? []).not.toContainEqual({
          id: role.id,
        });
      } else {
        expect(stillThere?.elementIds).toEqual([`Task_${round}`]);
      }
    }
  });

  it('keeps role characteristics and assessments (HIGH/MEDIUM/LOW) per role', async () => {
    const role = await newObject(demo.modeller, 'ROLE', 'Teamleitung R13');
    const types = await api<{ type: string; label: string }[]>(
      'GET',
      '/connectedRessource/role/characteristic/types',
      {
        token: demo.modeller,
      },
    );
    expect(types.body.map((t) => t.type)).toEqual([
      'TASKS',
      'POWERS',
      'RESPONSIBILITIES',
      'HARDSKILLS',
      'SOFTSKILLS',
    ]);
    const descriptor = await api<RoleDescriptor>(
      'POST',
      '/connectedRessource/role/characteristic/descriptor',
      {
        token: demo.modeller,
        json: { roleId: role.id, type: 'SOFTSKILLS', name: 'Kommunikation' },
      },
    );
    expect(descriptor.status).toBe(201);
    const grouped = await api<RoleCharacteristic[]>(
      'GET',
      `/connectedRessource/role/characteristic?roleId=${role.id}`,
      {
        token: demo.modeller,
      },
    );
    expect(grouped.body.find((c) => c.type === 'SOFTSKILLS')?.descriptors.map((d) => d.name)).toEqual([
      'Kommunikation',
    ]);
    const assessed = await api<RoleAssessment>(
      'POST',
      `/connectedRessource/role/characteristic/assessment/${role.id}`,
      {
        token: demo.modeller,
        json: {
          description: 'Quartal 1',
          assessmentValues: [{ roleDescriptor: descriptor.body.id, assessmentValue: 'HIGH' }],
        },
      },
    );
    expect(assessed.status).toBe(201);
    const list = await api<RoleAssessment[]>(
      'GET',
      `/connectedRessource/role/characteristic/assessment/${role.id}`,
      {
        token: demo.modeller,
      },
    );
    expect(list.body[0]?.assessmentValues).toEqual([
      { roleDescriptor: descriptor.body.id, assessmentValue: 'HIGH' },
    ]);
    const badValue = await api('POST', `/connectedRessource/role/characteristic/assessment/${role.id}`, {
      token: demo.modeller,
      json: { assessmentValues: [{ roleDescriptor: descriptor.body.id, assessmentValue: 'GREAT' }] },
    });
    expect(badValue.status).toBe(400);
    const system = await newObject(demo.modeller, 'SYSTEM', 'Kein Rollenobjekt R13');
    const notARole = await api<{ msg: string }>(
      'POST',
      '/connectedRessource/role/characteristic/descriptor',
      {
        token: demo.modeller,
        json: { roleId: system.id, type: 'TASKS', name: 'x' },
      },
    );
    expect(notARole.status).toBe(400);
    expect(notARole.body.msg).toBe('Merkmale und Bewertungen gibt es nur für Rollen.');
    // The role's characteristics go with it.
    expect((await api('DELETE', `/connectedRessource/${role.id}`, { token: demo.modeller })).status).toBe(
      204,
    );
    expect(
      (
        await api('GET', `/connectedRessource/role/characteristic/descriptor?roleId=${role.id}`, {
          token: demo.modeller,
        })
      ).status,
    ).toBe(404);
  });

  it('permission matrix: reads need PROCESS, object writes EDIT_CONTEXTITEM, mitarbeiter nothing', async () => {
    const role = await newObject(demo.modeller, 'ROLE', 'Matrixrolle R13');
    const uuid = await createdModel(demo.modeller, 'Matrixmodell R13');
    const calls: [string, string, unknown?][] = [
      ['GET', '/connectedRessource'],
      ['GET', '/connectedRessource/ressourceType/ROLE'],
      ['POST', '/connectedRessource', { type: 'ROLE', name: 'Verboten R13' }],
      ['PUT', '/connectedRessource', { id: role.id, type: 'ROLE', name: 'Verboten R13' }],
      ['DELETE', `/connectedRessource/${role.id}`],
      [
        'POST',
        '/connectRessourceToModelElement',
        { ressourceId: role.id, processId: uuid, elementId: ['T'] },
      ],
      ['GET', `/connectRessourceToModelElement/ressourceId/${role.id}`],
      ['DELETE', `/connectRessourceToModelElement/element/T?uuid=${uuid}`],
      ['GET', '/connectedRessource/role/characteristic/types'],
      ['GET', `/connectedRessource/role/characteristic/descriptor?roleId=${role.id}`],
      [
        'POST',
        '/connectedRessource/role/characteristic/descriptor',
        { roleId: role.id, type: 'TASKS', name: 'x' },
      ],
      ['GET', `/connectedRessource/role/characteristic?roleId=${role.id}`],
      ['GET', `/connectedRessource/role/characteristic/assessment/${role.id}`],
      ['POST', `/connectedRessource/role/characteristic/assessment/${role.id}`, { assessmentValues: [] }],
    ];
    for (const [method, path, json] of calls) {
      const reply = await api<{ msg: string }>(method, path, {
        token: demo.employee,
        ...(json ? { json } : {}),
      });
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(typeof reply.body.msg).toBe('string');
      expect((await api(method, path, json ? { json } : {})).status, `${method} ${path} anonymous`).toBe(401);
    }
    // Admin (ADMIN grants everything) may write objects.
    const byAdmin = await api<ConnectedResource>('POST', '/connectedRessource', {
      token: demo.admin,
      json: { type: 'DEPARTMENT', name: 'Adminabteilung R13' },
    });
    expect(byAdmin.status).toBe(201);
    expect(
      (await api('DELETE', `/connectedRessource/${byAdmin.body.id}`, { token: demo.admin })).status,
    ).toBe(204);
  });

  it('PROCESS alone reads but may not change objects; EDIT_CONTEXTITEM alone changes but may not read', async () => {
    const reader = await memberWith(demo.admin, 'PROCESS', 'r13-leser@demo.local');
    const keeper = await memberWith(demo.admin, 'EDIT_CONTEXTITEM', 'r13-pfleger@demo.local');
    const role = await newObject(demo.modeller, 'ROLE', 'Leserolle R13');
    expect((await api('GET', '/connectedRessource', { token: reader })).status).toBe(200);
    expect((await api('GET', '/connectedRessource/ressourceType/ROLE', { token: reader })).status).toBe(200);
    expect(
      (await api('GET', `/connectedRessource/role/characteristic?roleId=${role.id}`, { token: reader }))
        .status,
    ).toBe(200);
    for (const [method, path, json] of [
      ['POST', '/connectedRessource', { type: 'ROLE', name: 'Nein R13' }],
      ['PUT', '/connectedRessource', { id: role.id, type: 'ROLE', name: 'Nein R13' }],
      ['DELETE', `/connectedRessource/${role.id}`, undefined],
      [
        'POST',
        '/connectedRessource/role/characteristic/descriptor',
        { roleId: role.id, type: 'TASKS', name: 'x' },
      ],
    ] as const) {
      expect(
        (await api(method, path, { token: reader, ...(json ? { json } : {}) })).status,
        `${method} ${path}`,
      ).toBe(403);
    }
    const made = await newObject(keeper, 'SYSTEM', 'Pflegersystem R13');
    expect((await api('GET', '/connectedRessource', { token: keeper })).status).toBe(403);
    expect((await api('DELETE', `/connectedRessource/${made.id}`, { token: keeper })).status).toBe(204);
  });

  it('refuses other tenants their ids', async () => {
    const role = await newObject(demo.modeller, 'ROLE', 'Mandant1-Rolle R13');
    const uuid = await createdModel(demo.modeller, 'Mandant1-Modell R13');
    expect((await link(demo.modeller, role.id, uuid, ['Task_1'])).status).toBe(201);
    await api('POST', '/user/client', { token: demo.admin, json: { clientId: 2 } });
    try {
      const listed = await api<ConnectedResource[]>('GET', '/connectedRessource', { token: demo.admin });
      expect(listed.body.map((r) => r.id)).not.toContain(role.id);
      expect(
        (await api('GET', `/connectRessourceToModelElement/ressourceId/${role.id}`, { token: demo.admin }))
          .status,
      ).toBe(404);
      expect(
        (
          await api('PUT', '/connectedRessource', {
            token: demo.admin,
            json: { id: role.id, type: 'ROLE', name: 'Fremd' },
          })
        ).status,
      ).toBe(404);
      expect((await api('DELETE', `/connectedRessource/${role.id}`, { token: demo.admin })).status).toBe(404);
      expect((await api('GET', `/connectedRessource?processId=${uuid}`, { token: demo.admin })).status).toBe(
        404,
      );
      expect(
        (
          await api('DELETE', `/connectRessourceToModelElement/element/Task_1?uuid=${uuid}`, {
            token: demo.admin,
          })
        ).status,
      ).toBe(404);
      const own = await newObject(demo.admin, 'ROLE', 'Mandant2-Rolle R13');
      expect((await link(demo.admin, own.id, uuid, ['Task_1'])).status).toBe(404);
      expect(
        (
          await api('GET', `/connectedRessource/role/characteristic/assessment/${role.id}`, {
            token: demo.admin,
          })
        ).status,
      ).toBe(404);
      await api('DELETE', `/connectedRessource/${own.id}`, { token: demo.admin });
    } finally {
      await api('POST', '/user/client', { token: demo.admin, json: { clientId: 1 } });
    }
    const links = await api<ResourceLink[]>('GET', `/connectRessourceToModelElement/ressourceId/${role.id}`, {
      token: demo.modeller,
    });
    expect(links.body[0]?.elementId).toEqual(['Task_1']);
  });
});
