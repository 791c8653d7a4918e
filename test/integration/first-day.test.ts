/**
 * A new client's first day: the platform creates it with a folder 'Beispielprozesse' holding a
 * numbered, described order-to-cash example, and a first-steps checklist for its administrators
 * that ticks itself off as they work, until they hide it. Through the real routes only.
 */
import type {
  ElementNumber,
  FirstStepsState,
  ManagedUser,
  ProcessSummary,
  RoleDetails,
} from '@prozesspuls/shared';
import { EXAMPLE_ACTIVITIES, EXAMPLE_FOLDER_NAME, EXAMPLE_MODEL_NAME } from '@prozesspuls/shared/onboarding';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, latestMailTo, login, tokenAuthTokenIn } from './client.js';

const tag = Math.random().toString(36).slice(2, 8);
const chefEmail = `chef-${tag}@ersttag.local`;
const colleagueEmail = `kollegin-${tag}@ersttag.local`;

async function setPasswordFromMail(email: string, password: string) {
  const token = tokenAuthTokenIn((await latestMailTo(email))?.body.text);
  const set = await api('POST', '/authenticate/authToken', { form: { authToken: token, password } });
  expect(set.status).toBe(200);
}

const stepsOf = async (token: string) =>
  (await api<FirstStepsState>('GET', '/user/firstSteps', { token })).body;
const doneSteps = (state: FirstStepsState) =>
  state?.steps.filter((step) => step.done).map((step) => step.key);

describe("a new client's first day", () => {
  let chef = '';
  let demoAdmin = '';

  beforeAll(async () => {
    demoAdmin = (await login('admin@demo.local')).accessToken;
    const created = await api<{ id: number }>('POST', '/client', {
      token: demoAdmin,
      json: { companyName: `Ersttag ${tag} GmbH`, shortName: 'ET', adminEmail: chefEmail },
    });
    expect(created.status).toBe(201);
    await setPasswordFromMail(chefEmail, 'Chef!2026x');
    chef = (await login(chefEmail, 'Chef!2026x')).accessToken;
  });

  it('finds a folder with the example process, its numbers and descriptions', async () => {
    const folders = await api<Array<{ id: string; folderName: string }>>('GET', '/folder', { token: chef });
    const folder = folders.body.find((f) => f.folderName === EXAMPLE_FOLDER_NAME);
    expect(folder).toBeDefined();
    const models = await api<ProcessSummary[]>('GET', '/bpmn', { token: chef });
    const example = models.body.find((m) => m.fileName === EXAMPLE_MODEL_NAME);
    expect(example?.folderId).toBe(folder?.id);
    const uuid = example?.uuid ?? '';

    const numbers = await api<ElementNumber[]>('GET', `/elementNumber/bpmn/${uuid}`, { token: chef });
    expect(numbers.status).toBe(200);
    expect(new Map(numbers.body.map((n) => [n.elementId, n.number]))).toEqual(
      new Map(EXAMPLE_ACTIVITIES.map((activity) => [activity.id, activity.number])),
    );
    const diagram = await api<{ diagramXML: string }>('GET', `/bpmn/${uuid}`, { token: chef });
    for (const activity of EXAMPLE_ACTIVITIES) expect(diagram.body.diagramXML).toContain(activity.name);
    for (const role of new Set(EXAMPLE_ACTIVITIES.map((activity) => activity.role)))
      expect(diagram.body.diagramXML).toContain(`name="${role}"`);
    for (const activity of EXAMPLE_ACTIVITIES) {
      const description = await api<{ description: string }>(
        'GET',
        `/elementDescription/bpmn/${uuid}/element/${activity.id}`,
        { token: chef },
      );
      expect(JSON.stringify(description.body)).toContain(activity.description);
    }
  });

  it('shows its administrator three open first steps, and none to a client without a checklist', async () => {
    const state = await stepsOf(chef);
    expect(state?.steps.map((step) => step.key)).toEqual(['modelCreated', 'colleagueInvited', 'surveySent']);
    expect(doneSteps(state)).toEqual([]);
    // The demo client was not created by the platform's client creation: it has no checklist.
    expect(await stepsOf(demoAdmin)).toBeNull();
  });

  it('ticks off creating a model and inviting a colleague, in this client only', async () => {
    const model = await api('POST', '/bpmn/file/Mein%20erster%20Prozess?folderId=default', { token: chef });
    expect(model.status).toBeLessThan(300);
    expect(doneSteps(await stepsOf(chef))).toEqual(['modelCreated']);

    const roles = await api<RoleDetails[]>('GET', '/role', { token: chef });
    const staff = roles.body.find((role) => role.roleTitle === 'Mitarbeiter');
    const added = await api<ManagedUser>('POST', '/user/add', {
      token: chef,
      json: { userId: colleagueEmail, firstName: 'Kim', lastName: 'Kollegin', role: [staff?.id] },
    });
    expect(added.status).toBe(201);
    expect(doneSteps(await stepsOf(chef))).toEqual(['modelCreated', 'colleagueInvited']);
    // A model made in another client ticks nothing here, and writes no checklist there.
    expect(await stepsOf(demoAdmin)).toBeNull();
  });

  it('shows the checklist to administrators only, and lets them hide it', async () => {
    await setPasswordFromMail(colleagueEmail, 'Kollegin!2026x');
    const colleague = (await login(colleagueEmail, 'Kollegin!2026x')).accessToken;
    expect(await stepsOf(colleague)).toBeNull();
    expect((await api('DELETE', '/user/firstSteps', { token: colleague })).status).toBe(403);
    expect(await stepsOf(chef)).not.toBeNull();

    expect((await api('DELETE', '/user/firstSteps', { token: chef })).status).toBeLessThan(300);
    expect(await stepsOf(chef)).toBeNull();
  });
});
