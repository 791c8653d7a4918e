/**
 * Two-step deletion of a whole tenant by the platform superuser (DSGVO): the request marks the
 * tenant, refuses sign-in and API calls in it (and only in it), and sets a one-time schedule at
 * the end of the waiting period; the scheduled task, run here in this process against the local
 * cloud as the schedule would run it, then deletes everything of the tenant. The test reads the
 * whole table and both buckets afterwards.
 */
import { GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type ClientDetails,
  type LoginResponse,
  type RetentionLogEntry,
  TENANT_DELETION_MESSAGES,
  tenantDeletionScheduleName,
} from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deadlineInDays, manualSurveyBody } from '../fixtures/surveys.js';
import { accessToken, api, invitedMember, newestTokenAuthToken, signInDemoUsers } from './client.js';
import { TABLE } from './local-names.js';
import { closeDynamo } from './local-table.js';
import { createdContent } from './manual-surveys.js';
import { allItems, allObjectKeys, dynamo, itemsMentioning } from './stored-traces.js';
import { createdSurvey } from './surveys-api.js';
import { forgedSuperuserRoleTakenBy } from './table-items.js';
import { fixture, uploadBpmn } from './upload.js';

const tag = Math.random().toString(36).slice(2, 8);
const PASSWORD = 'Mandant!Loeschen2026';
const DOMAIN = `loeschen-${tag}.local`;
const BOTH = `beide@${DOMAIN}`;
const ONLY_HERE = `nur-hier@${DOMAIN}`;
const RECIPIENTS = Array.from({ length: 5 }, (_, i) => `empfaenger-${i}@${DOMAIN}`);
const DAY_MS = 24 * 3600 * 1000;

afterAll(() => closeDynamo());

type DeletionTask = typeof import('../../functions/src/tasks/tenantDeletion.js');
let task: DeletionTask;

/** A new tenant made by the superuser; its administrator sets a password when new to the platform. */
async function newTenant(superuser: string, companyName: string, adminEmail: string): Promise<number> {
  const created = await api<ClientDetails>('POST', '/client', {
    token: superuser,
    json: { companyName, shortName: 'LOE', adminEmail },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

async function setPassword(userId: string): Promise<void> {
  const authToken = await newestTokenAuthToken(userId);
  const set = await api('POST', '/authenticate/authToken', { form: { authToken, password: PASSWORD } });
  expect(set.status).toBe(200);
}

const signIn = (userName: string) =>
  api<LoginResponse & { msg?: string }>('POST', '/authenticate', { form: { userName, password: PASSWORD } });

/** Lets the waiting period of the client's requested deletion end now (what 30 days would do). */
async function dueNow(clientId: number): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { pk: `T#${clientId}`, sk: 'CLIENT' },
      UpdateExpression: 'SET deletionDueAt = :at',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - 1000).toISOString() },
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/** The local cloud's scheduler, where the request's schedule is set. */
function localScheduler() {
  const environment = inject('functionEnvironment');
  const scheduler = new SchedulerClient({
    endpoint: environment.AWS_ENDPOINT_URL_SCHEDULER,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { environment, scheduler };
}

const belongsTo = (clientId: number) => (item: Record<string, unknown>) =>
  item.clientId === clientId ||
  [item.pk, item.gsi1pk, item.gsi2pk].some(
    (key) => key === `T#${clientId}` || String(key ?? '').startsWith(`T#${clientId}#`),
  );

describe('two-step deletion of a whole tenant', () => {
  let superuser = '';
  let modeller = '';
  let both = '';
  let onlyHere = '';
  let doomed = 0;
  let other = 0;
  let surveyId = '';
  let dueAt = '';

  beforeAll(async () => {
    Object.assign(process.env, inject('functionEnvironment'));
    process.env.AWS_REGION ??= 'eu-central-1';
    task = await import('../../functions/src/tasks/tenantDeletion.js');
    ({ admin: superuser, modeller } = await signInDemoUsers());
    // BOTH administers the doomed tenant (the current one) and another; ONLY_HERE is only a member.
    doomed = await newTenant(superuser, `Löschkandidat ${tag} GmbH`, BOTH);
    await setPassword(BOTH);
    other = await newTenant(superuser, `Bleibt ${tag} AG`, BOTH);
    both = await accessToken(BOTH, PASSWORD);
    onlyHere = await invitedMember(both, {
      userId: ONLY_HERE,
      password: PASSWORD,
      firstName: 'Nur',
      lastName: `Hier ${tag}`,
      roleIds: ['mitarbeiter'],
    });
    // The doomed tenant's data: a model (history bucket), a sent survey (schema object, recipients,
    // participation links, deadline schedule) and a stored tenant export (exports folder).
    const uploaded = await uploadBpmn(both, `prozess-${tag}.bpmn`, fixture('collaboration.bpmn'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const content = await createdContent(both);
    surveyId = (await createdSurvey(both, manualSurveyBody(`Umfrage ${tag}`, content, deadlineInDays(7)))).id;
    const sent = await api('POST', '/px/survey/send', {
      token: both,
      json: { surveyId, emails: RECIPIENTS },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await api('GET', `/client/${doomed}/export`, { token: superuser })).status).toBe(200);
    expect((await allObjectKeys()).some((key) => key.includes(`/${doomed}/exports/mandant/`))).toBe(true);
  }, 300_000);

  afterAll(() => dynamo.destroy());

  it('refuses the request to a tenant admin and to a platform flag that comes from tenant data (403)', async () => {
    await forgedSuperuserRoleTakenBy(doomed, both, { userId: BOTH, firstName: 'Beide', lastName: 'Admin' });
    for (const target of [other, doomed]) {
      const refused = await api<{ msg: string }>('POST', `/client/${target}/deletion`, {
        token: both,
        json: { companyName: `Bleibt ${tag} AG`, platformSuperuser: true },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(TENANT_DELETION_MESSAGES.onlySuperuser);
    }
    const clients = await api<ClientDetails[]>('GET', '/client', { token: superuser });
    expect(clients.body.find((c) => c.id === other)?.deletion).toBeNull();
  });

  it('requests only with the tenant name typed, writes nothing otherwise, and schedules the deletion after 30 days', async () => {
    const wrongName = await api<{ msg: string }>('POST', `/client/${doomed}/deletion`, {
      token: superuser,
      json: { companyName: `Bleibt ${tag} AG` },
    });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.msg).toBe(TENANT_DELETION_MESSAGES.nameMismatch);
    expect((await api('POST', `/client/${doomed}/deletion`, { token: superuser, json: {} })).status).toBe(
      400,
    );
    expect(
      (await api('POST', '/client/999999/deletion', { token: superuser, json: { companyName: 'x' } })).status,
    ).toBe(404);
    const own = await api<{ msg: string }>('POST', '/client/1/deletion', {
      token: superuser,
      json: { companyName: 'Demo GmbH' },
    });
    expect(own.status).toBe(400);
    expect(own.body.msg).toBe(TENANT_DELETION_MESSAGES.ownClient);
    expect(
      (await api<ClientDetails[]>('GET', '/client', { token: superuser })).body.find((c) => c.id === doomed)
        ?.deletion,
    ).toBeNull();
    // The client list names both tenants now, so the container remembers both; the request below
    // must take the doomed one off the list at once (see the next test), not after 30 s.
    const listedBefore = await api<{ id: number }[]>('GET', '/user/clients', { token: both });
    expect(listedBefore.body.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      [doomed, other].sort((a, b) => a - b),
    );

    // Two racing requests: the conditional write lets exactly one win.
    const before = Date.now();
    const racing = await Promise.all(
      [1, 2].map(() =>
        api<ClientDetails & { msg?: string }>('POST', `/client/${doomed}/deletion`, {
          token: superuser,
          json: { companyName: ` löschkandidat ${tag} gmbh ` },
        }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = racing.find((r) => r.status === 200)?.body;
    expect(won?.deletion?.state).toBe('requested');
    dueAt = won?.deletion?.dueAt ?? '';
    const due = Date.parse(dueAt);
    expect(due).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);

    const { environment, scheduler } = localScheduler();
    const schedule = await scheduler.send(
      new GetScheduleCommand({
        Name: tenantDeletionScheduleName(doomed),
        GroupName: environment.SCHEDULE_GROUP,
      }),
    );
    const at = new Date(Math.ceil(due / 1000) * 1000).toISOString().slice(0, 19);
    expect(schedule.ScheduleExpression).toBe(`at(${at})`);
    expect(schedule.Target?.Arn).toBe(environment.TENANT_DELETION_FUNCTION_ARN);
    expect(JSON.parse(schedule.Target?.Input ?? '{}')).toEqual({ clientId: doomed });
    // The survey's deadline schedule exists until the sweep removes it.
    const deadline = await scheduler.send(
      new GetScheduleCommand({ Name: `finish-${doomed}-${surveyId}`, GroupName: environment.SCHEDULE_GROUP }),
    );
    expect(deadline.Name).toBe(`finish-${doomed}-${surveyId}`);
  });

  it('refuses sign-in and every API call in the tenant while its deletion is requested, and only there', async () => {
    const refusedLogin = await signIn(ONLY_HERE);
    expect(refusedLogin.status).toBe(403);
    expect(refusedLogin.body.msg).toBe(TENANT_DELETION_MESSAGES.clientBeingDeleted);
    for (const token of [both, onlyHere]) {
      const call = await api<{ msg: string }>('GET', '/user/roles', { token });
      expect(call.status).toBe(403);
      expect(call.body.msg).toBe(TENANT_DELETION_MESSAGES.clientBeingDeleted);
    }
    // The administrator of both signs in again and works in the other tenant.
    const moved = await signIn(BOTH);
    expect(moved.status).toBe(200);
    expect(moved.body.clientId).toBe(other);
    const inOther = await api<{ id: number }[]>('GET', '/user/clients', { token: moved.body.accessToken });
    expect(inOther.status).toBe(200);
    expect(inOther.body.map((c) => c.id)).toEqual([other]);
    const switchBack = await api('POST', '/user/client', {
      token: moved.body.accessToken,
      json: { clientId: doomed },
    });
    expect(switchBack.status).toBe(403);
    // Other tenants are untouched.
    expect((await api('GET', '/user/roles', { token: modeller })).status).toBe(200);
    expect((await api('GET', '/user/roles', { token: superuser })).status).toBe(200);
  });

  it('does nothing when the schedule fires before the end of the waiting period', async () => {
    expect(await task.handler({ clientId: doomed })).toEqual({ outcome: 'skipped' });
    expect((await allItems()).filter(belongsTo(doomed)).length).toBeGreaterThan(10);
  });

  it('deletes every item, object, account and schedule of the tenant and leaves only the platform record', async () => {
    const otherItemsBefore = (await allItems()).filter(belongsTo(other)).length;
    const otherObjectsBefore = (await allObjectKeys()).filter(
      (key) => key.split('/')[1] === String(other),
    ).length;
    await dueNow(doomed);

    const outcome = await task.handler({ clientId: doomed });
    expect(outcome).toMatchObject({ outcome: 'deleted', accounts: 1 });

    const left = (await allItems()).filter(belongsTo(doomed));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      pk: 'PLATFORM',
      sk: `TENANTDELETION#${doomed}`,
      clientId: doomed,
      requestedBy: 'admin@demo.local',
      requestedAt: expect.any(String),
      deletedAt: expect.any(String),
    });
    expect(Object.keys(left[0] ?? {}).sort()).toEqual(
      ['__edb_e__', '__edb_v__', 'clientId', 'deletedAt', 'pk', 'requestedAt', 'requestedBy', 'sk'].sort(),
    );
    expect(
      await itemsMentioning([ONLY_HERE, ...RECIPIENTS, `Löschkandidat ${tag}`, `Umfrage ${tag}`]),
    ).toEqual([]);
    expect((await allObjectKeys()).filter((key) => key.split('/')[1] === String(doomed))).toEqual([]);
    // The other tenant is untouched; the person of both tenants keeps the account there.
    expect((await allItems()).filter(belongsTo(other))).toHaveLength(otherItemsBefore);
    expect((await allObjectKeys()).filter((key) => key.split('/')[1] === String(other))).toHaveLength(
      otherObjectsBefore,
    );
    expect((await signIn(BOTH)).status).toBe(200);
    expect((await signIn(ONLY_HERE)).status).toBe(401);

    const { environment, scheduler } = localScheduler();
    for (const name of [tenantDeletionScheduleName(doomed), `finish-${doomed}-${surveyId}`]) {
      await expect(
        scheduler.send(new GetScheduleCommand({ Name: name, GroupName: environment.SCHEDULE_GROUP })),
      ).rejects.toThrow(/does not exist/);
    }
    const clients = await api<ClientDetails[]>('GET', '/client', { token: superuser });
    expect(clients.body.map((c) => c.id)).not.toContain(doomed);
    // A second run (the schedule retried) finds nothing to do.
    expect(await task.handler({ clientId: doomed })).toEqual({ outcome: 'skipped' });
  });

  it('cancels a request while it waits; the fired task then does nothing and the tenant works again', async () => {
    const requested = await api<ClientDetails>('POST', `/client/${other}/deletion`, {
      token: superuser,
      json: { companyName: `Bleibt ${tag} AG` },
    });
    expect(requested.status).toBe(200);
    expect((await signIn(BOTH)).status).toBe(403);
    const cancelled = await api<ClientDetails>('DELETE', `/client/${other}/deletion`, { token: superuser });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.deletion).toBeNull();
    const again = await api<{ msg: string }>('DELETE', `/client/${other}/deletion`, { token: superuser });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(TENANT_DELETION_MESSAGES.notRequested);

    const itemsBefore = (await allItems()).filter(belongsTo(other)).length;
    expect(await task.handler({ clientId: other })).toEqual({ outcome: 'skipped' });
    expect((await allItems()).filter(belongsTo(other))).toHaveLength(itemsBefore);
    const signedIn = await signIn(BOTH);
    expect(signedIn.status).toBe(200);
    expect((await api('GET', '/user/roles', { token: signedIn.body.accessToken })).status).toBe(200);
  });

  it('shows the retention log only to its own tenant, whatever the request names', async () => {
    const title = `Fremdes Protokoll ${tag}`;
    await dynamo.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          pk: `T#${other}`,
          sk: `RETENTIONLOG#log-${tag}`,
          __edb_e__: 'retentionLog',
          __edb_v__: '1',
          clientId: other,
          entryId: `log-${tag}`,
          kind: 'FREE_TEXTS',
          surveyId: `umfrage-${tag}`,
          surveyTitle: title,
          count: 3,
          round: 1,
          months: 12,
          ranAt: new Date().toISOString(),
        },
      }),
    );
    const admin = (await signIn(BOTH)).body.accessToken;
    const own = await api<RetentionLogEntry[]>('GET', '/client/retention/log', { token: admin });
    expect(own.status).toBe(200);
    expect(own.body.map((entry) => entry.surveyTitle)).toContain(title);
    // The demo tenant's admin never sees it, not even naming the other tenant in the request.
    for (const path of ['/client/retention/log', `/client/retention/log?clientId=${other}`]) {
      const foreign = await api<RetentionLogEntry[]>('GET', path, { token: superuser });
      expect(foreign.status).toBe(200);
      expect(foreign.body.map((entry) => entry.surveyTitle)).not.toContain(title);
    }
  });
});
