import type { Measure, RiskAssessment, RiskStrain } from '@prozesspuls/shared';
import { GDA_STEP_MESSAGES, RISK_ASSESSMENT_MESSAGES, ROUTES } from '@prozesspuls/shared';
import { anonymityMessage, type EvaluationPoint } from '@prozesspuls/shared/px';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ORDER_LANES_DIAGRAM } from '../fixtures/diagrams.js';
import { type CreatedSurveyContent, manualSurveyBody } from '../fixtures/surveys.js';
import { api, login, releaseSwitchStatus } from './client.js';
import { pointFunctionsAtLocalCloud } from './in-process.js';
import { closeDynamo } from './local-table.js';
import { createdContent } from './manual-surveys.js';
import { a4LandscapePdf, pdfText } from './pdf-text.js';
import { createTenant, fillPath, type Tenant } from './security-helpers.js';
import { createdSurvey } from './surveys-api.js';
import { uploadBpmn } from './upload.js';

/**
 * The psychological risk assessment (GDA) through the HTTP API of the local cloud:
 * steps and their rules, activities from released models only, strain within the anonymity
 * threshold, judgements, measures, history, races, the PDF and tenant isolation on every route.
 * Evaluation points are stored in this process as the finish workflow stores them.
 */

let admin = '';
let employee = '';
let other: Tenant;
let releasedUuid = '';
let draftUuid = '';

async function inProcess() {
  pointFunctionsAtLocalCloud({ mail: true });
  const [points, task] = await Promise.all([
    import('../../functions/src/data/repositories/evaluationPoints.js'),
    import('../../functions/src/tasks/riskStepOverdue.js'),
  ]);
  return { points, task };
}

let content: Promise<CreatedSurveyContent> | undefined;
async function createSurvey(title: string): Promise<string> {
  content ??= createdContent(admin);
  return (await createdSurvey(admin, manualSurveyBody(title, await content))).id;
}

/** An evaluation point of `complete` complete answers whose one node scores `score`. */
function point(complete: number, score: number): EvaluationPoint {
  return {
    round: 1,
    timestamp: Date.now(),
    numberSentTo: 30,
    numberCompleteAnswered: complete,
    numberPartiallyAnswered: 0,
    numberNotAnswered: 30 - complete,
    nodes: [
      {
        id: 'knoten-belastung',
        name: 'Belastung',
        nodeType: 'NODE',
        parentId: null,
        score,
        trend: 0,
        comparisonResponseCount: complete,
        responseCount: complete,
        children: [],
        questionEvaluation: [],
      },
    ],
    questionEvaluations: [],
    personalQuestionEvaluations: [],
  };
}

async function storePoint(surveyId: string, complete: number, score: number) {
  const { points } = await inProcess();
  await points.putEvaluationPoint({
    clientId: 1,
    surveyId,
    timestampId: `gda-${surveyId}-${complete}`,
    module: 'NONE',
    point: point(complete, score),
  });
}

const create = (title: string, token = admin) =>
  api<RiskAssessment>('POST', '/riskAssessment', { token, json: { title, scope: 'Vertrieb und Lager' } });

async function assessmentWithElements(title: string): Promise<string> {
  const created = await create(title);
  expect(created.status).toBe(200);
  const picked = await api<RiskAssessment>('PUT', `/riskAssessment/${created.body.id}/elements`, {
    token: admin,
    json: { modelUuid: releasedUuid, elementIds: ['Task_Angebot', 'Task_Versand', 'Lane_Lager'] },
  });
  expect(picked.status).toBe(200);
  return created.body.id;
}

beforeAll(async () => {
  admin = (await login('admin@demo.local')).accessToken;
  employee = (await login('mitarbeiter@demo.local')).accessToken;
  other = await createTenant(admin, 'Gda');
  const uploaded = await uploadBpmn(admin, `Auftragsabwicklung GDA ${Date.now()}.bpmn`, ORDER_LANES_DIAGRAM);
  expect(uploaded.status).toBe(201);
  releasedUuid = uploaded.body.uuid ?? '';
  expect(await releaseSwitchStatus(admin, releasedUuid, true)).toBe(204);
  const draft = await uploadBpmn(admin, `Entwurf GDA ${Date.now()}.bpmn`, ORDER_LANES_DIAGRAM);
  draftUuid = draft.body.uuid ?? '';
}, 120_000);

afterAll(() => closeDynamo());

describe('risk assessment (GDA)', () => {
  it('creates an assessment with the seven GDA steps open and lists it; refuses a missing title in German', async () => {
    const created = await create('GB Vertrieb');
    expect(created.status).toBe(200);
    expect(created.body.steps.map((s) => s.name)).toEqual([
      'Arbeitsbereiche und Tätigkeiten festlegen',
      'Psychische Belastung ermitteln',
      'Psychische Belastung beurteilen',
      'Maßnahmen festlegen',
      'Maßnahmen durchführen',
      'Wirksamkeit überprüfen',
      'Gefährdungsbeurteilung fortschreiben',
    ]);
    expect(created.body.steps.every((s) => s.state === 'offen')).toBe(true);
    expect(created.body.history[0]?.change).toBe('Gefährdungsbeurteilung angelegt');
    const list = await api<{ id: string }[]>('GET', '/riskAssessment', { token: admin });
    expect(list.body.some((a) => a.id === created.body.id)).toBe(true);

    const refused = await api<{ msg: string }>('POST', '/riskAssessment', {
      token: admin,
      json: { title: ' ' },
    });
    expect(refused).toMatchObject({ status: 400, body: { msg: RISK_ASSESSMENT_MESSAGES.titleRequired } });
    expect((await create('Ohne Recht', employee)).status).toBe(403);
  });

  it('moves steps by the step rules, records responsible, due date and comment, and writes the history', async () => {
    const { body } = await create('GB Schritte');
    const skip = await api<{ msg: string }>('PUT', `/riskAssessment/${body.id}/step/1`, {
      token: admin,
      json: { state: 'abgeschlossen' },
    });
    expect(skip).toEqual({
      status: 400,
      body: { msg: GDA_STEP_MESSAGES.transitionRefused('offen', 'abgeschlossen') },
    });
    const started = await api<RiskAssessment>('PUT', `/riskAssessment/${body.id}/step/2`, {
      token: admin,
      json: {
        state: 'in Bearbeitung',
        responsibleUserId: 'modeller@demo.local',
        dueDate: '2099-06-30',
        comment: 'Befragung vorbereiten',
      },
    });
    expect(started.status).toBe(200);
    expect(started.body.steps[1]).toMatchObject({
      state: 'in Bearbeitung',
      responsibleUserId: 'modeller@demo.local',
      dueDate: '2099-06-30',
      comment: 'Befragung vorbereiten',
      overdue: false,
    });
    const early = await api<{ msg: string }>('PUT', `/riskAssessment/${body.id}/step/2`, {
      token: admin,
      json: { state: 'abgeschlossen' },
    });
    expect(early).toEqual({ status: 400, body: { msg: GDA_STEP_MESSAGES.previousOpen(2) } });
    expect(
      (
        await api<{ msg: string }>('PUT', `/riskAssessment/${body.id}/step/2`, {
          token: admin,
          json: { state: 'in Bearbeitung', responsibleUserId: other.adminEmail },
        })
      ).body.msg,
    ).toBe(RISK_ASSESSMENT_MESSAGES.responsibleNotMember);
    expect(
      (await api('PUT', `/riskAssessment/${body.id}/step/8`, { token: admin, json: { state: 'offen' } }))
        .status,
    ).toBe(400);
    expect(started.body.history[0]?.change).toContain(
      'Schritt 2 „Psychische Belastung ermitteln“: in Bearbeitung',
    );
    expect(started.body.history[0]?.userName).toBeTruthy();
  });

  it('picks activities and roles from the released version only and keeps that version', async () => {
    const { body } = await create('GB Modell');
    const models = await api<{ uuid: string }[]>('GET', '/riskAssessmentModel', { token: admin });
    expect(models.body.some((m) => m.uuid === releasedUuid)).toBe(true);
    expect(models.body.some((m) => m.uuid === draftUuid)).toBe(false);
    const elements = await api<{ elements: { elementId: string; kind: string }[] }>(
      'GET',
      `/riskAssessmentModel/${releasedUuid}`,
      { token: admin },
    );
    expect(elements.body.elements).toEqual([
      { elementId: 'Lane_Vertrieb', name: 'Vertrieb', kind: 'Rolle' },
      { elementId: 'Lane_Lager', name: 'Lager', kind: 'Rolle' },
      { elementId: 'Task_Angebot', name: 'Angebot erstellen', kind: 'Tätigkeit' },
      { elementId: 'Task_Versand', name: 'Ware versenden', kind: 'Tätigkeit' },
    ]);

    const fromDraft = await api<{ msg: string }>('PUT', `/riskAssessment/${body.id}/elements`, {
      token: admin,
      json: { modelUuid: draftUuid, elementIds: ['Task_Angebot'] },
    });
    expect(fromDraft).toEqual({ status: 400, body: { msg: RISK_ASSESSMENT_MESSAGES.modelNotReleased } });
    const unknown = await api<{ msg: string }>('PUT', `/riskAssessment/${body.id}/elements`, {
      token: admin,
      json: { modelUuid: releasedUuid, elementIds: ['Flow_1'] },
    });
    expect(unknown).toEqual({ status: 400, body: { msg: RISK_ASSESSMENT_MESSAGES.elementNotInModel } });

    const picked = await api<RiskAssessment>('PUT', `/riskAssessment/${body.id}/elements`, {
      token: admin,
      json: { modelUuid: releasedUuid, elementIds: ['Task_Angebot', 'Lane_Lager'] },
    });
    expect(picked.status).toBe(200);
    expect(picked.body.model).toMatchObject({ uuid: releasedUuid, releaseVersion: 1 });
    expect(picked.body.elements.map((e) => e.name)).toEqual(['Angebot erstellen', 'Lager']);
  });

  it('shows strain per element only above the anonymity threshold and compares before/after only where both rounds pass', async () => {
    const id = await assessmentWithElements('GB Belastung');
    const before = await createSurvey('GDA STRESS vorher');
    const after = await createSurvey('GDA STRESS nachher');
    const linked = await api<RiskAssessment>('PUT', `/riskAssessment/${id}/surveys`, {
      token: admin,
      json: {
        surveys: [
          { surveyId: before, phase: 'Ermittlung' },
          { surveyId: after, phase: 'Wirksamkeitskontrolle' },
        ],
      },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.surveys.map((s) => s.title)).toEqual(['GDA STRESS vorher', 'GDA STRESS nachher']);

    await storePoint(before, 12, 4.6);
    await storePoint(after, 4, 2.1);
    const hiddenAfter = await api<RiskStrain>('GET', `/riskAssessment/${id}/strain`, { token: admin });
    expect(hiddenAfter.status).toBe(200);
    const angebot = hiddenAfter.body.elements.find((e) => e.elementId === 'Task_Angebot');
    expect(angebot?.strain).toEqual({ score: 4.6, responseCount: 12, hidden: null });
    expect(angebot?.after?.score).toBeNull();
    expect(angebot?.comparison).toMatchObject({ before: null, after: null, trend: null });
    expect(angebot?.comparison?.hidden?.msg).toBe(anonymityMessage(5));
    // The round below the threshold gives no participant count either.
    expect(hiddenAfter.body.participants.find((p) => p.surveyId === after)?.completeAnswers).toBeNull();
    expect(JSON.stringify(hiddenAfter.body)).not.toContain('2.1');

    await storePoint(after, 9, 2.1);
    const shown = await api<RiskStrain>('GET', `/riskAssessment/${id}/strain`, { token: admin });
    expect(shown.body.elements.find((e) => e.elementId === 'Lane_Lager')?.comparison).toEqual({
      before: 4.6,
      after: 2.1,
      trend: 2.5,
      hidden: null,
    });
    expect(shown.body.participants.map((p) => p.completeAnswers)).toEqual([12, 9]);

    const foreign = await api<{ msg: string }>('PUT', `/riskAssessment/${id}/surveys`, {
      token: admin,
      json: { surveys: [{ surveyId: 'gibt-es-nicht', phase: 'Ermittlung' }] },
    });
    expect(foreign).toEqual({ status: 404, body: { msg: RISK_ASSESSMENT_MESSAGES.surveyNotFound } });
  }, 60_000);

  it('records judgements per activity and criteria area and measures on picked activities in §4 ArbSchG order', async () => {
    const id = await assessmentWithElements('GB Massnahmen');
    const judged = await api<RiskAssessment>('PUT', `/riskAssessment/${id}/judgement`, {
      token: admin,
      json: {
        elementId: 'Task_Angebot',
        area: 'Arbeitsorganisation',
        level: 'hoher Handlungsbedarf',
        reason: 'Termindruck',
      },
    });
    expect(judged.status).toBe(200);
    expect(judged.body.judgements).toMatchObject([
      { elementId: 'Task_Angebot', area: 'Arbeitsorganisation', level: 'hoher Handlungsbedarf' },
    ]);
    const badArea = await api<{ msg: string }>('PUT', `/riskAssessment/${id}/judgement`, {
      token: admin,
      json: { elementId: 'Task_Angebot', area: 'Freizeit', level: 'hoher Handlungsbedarf', reason: 'x' },
    });
    expect(badArea).toMatchObject({ status: 400, body: { msg: RISK_ASSESSMENT_MESSAGES.areaInvalid } });
    const notPicked = await api<{ msg: string }>('PUT', `/riskAssessment/${id}/judgement`, {
      token: admin,
      json: { elementId: 'Lane_Vertrieb', area: 'Arbeitsinhalt', level: 'kein Handlungsbedarf', reason: 'x' },
    });
    expect(notPicked.body.msg).toBe(RISK_ASSESSMENT_MESSAGES.elementNotPicked);

    const measure = (title: string, type: string) =>
      api<RiskAssessment>('POST', `/riskAssessment/${id}/measure`, {
        token: admin,
        json: {
          title,
          type,
          elementIds: ['Task_Angebot'],
          responsibleUserId: 'modeller@demo.local',
          dueDate: '2099-03-31',
        },
      });
    expect((await measure('Schulung Zeitmanagement', 'personenbezogen')).status).toBe(200);
    const second = await measure('Angebotsvorlagen im System', 'technisch');
    expect(second.body.measures.map((m) => m.type)).toEqual(['technisch', 'personenbezogen']);
    // Step 6 is offered by itself once a measure is done, not before.
    expect(second.body.effectCheckReasons).toEqual([]);
    const done = await api<RiskAssessment>(
      'PUT',
      `/riskAssessment/${id}/measure/${second.body.measures[0]?.measureId}`,
      {
        token: admin,
        json: {
          title: 'Angebotsvorlagen im System',
          type: 'technisch',
          elementIds: ['Task_Angebot', 'Task_Versand'],
          responsibleUserId: 'modeller@demo.local',
          dueDate: '2099-03-31',
          status: 'erledigt',
        },
      },
    );
    expect(done.body.measures[0]).toMatchObject({
      status: 'erledigt',
      elementIds: ['Task_Angebot', 'Task_Versand'],
    });
    expect(done.body.effectCheckReasons).toEqual([
      expect.stringContaining('Die Maßnahme „Angebotsvorlagen im System“ ist erledigt'),
    ]);
    expect(await measure('Unbekannte Art', 'sonstige')).toMatchObject({
      status: 400,
      body: { msg: RISK_ASSESSMENT_MESSAGES.measureTypeInvalid },
    });
    expect(done.body.history.map((h) => h.change)).toContain(
      'Maßnahme „Angebotsvorlagen im System“ geändert: erledigt, fällig am 31.03.2099',
    );
  });

  it("lists an assessment's measures in the measures plan of the surveys it links, marked with the assessment", async () => {
    const id = await assessmentWithElements('GB Maßnahmenplan');
    const linkedSurvey = await createSurvey('GDA Plan verknüpft');
    const unlinkedSurvey = await createSurvey('GDA Plan ohne Bezug');
    await api('PUT', `/riskAssessment/${id}/surveys`, {
      token: admin,
      json: { surveys: [{ surveyId: linkedSurvey, phase: 'Ermittlung' }] },
    });
    const created = await api<RiskAssessment>('POST', `/riskAssessment/${id}/measure`, {
      token: admin,
      json: {
        title: 'Springer einplanen',
        type: 'organisatorisch',
        elementIds: ['Task_Angebot', 'Lane_Lager'],
        responsibleUserId: 'modeller@demo.local',
        dueDate: '2099-06-30',
      },
    });
    const measureId = created.body.measures[0]?.measureId ?? '';

    const plan = await api<Measure[]>('GET', `/px/measure?surveyId=${linkedSurvey}`, { token: admin });
    expect(plan.status).toBe(200);
    expect(plan.body.find((m) => m.id === measureId)).toMatchObject({
      surveyId: linkedSurvey,
      nodeId: null,
      questionId: null,
      targetName: 'Angebot erstellen, Lager',
      title: 'Springer einplanen',
      dueDate: '2099-06-30',
      status: 'offen',
      round: 0,
      riskAssessment: { id, title: 'GB Maßnahmenplan', type: 'organisatorisch' },
    });
    const all = await api<Measure[]>('GET', '/px/measure', { token: admin });
    expect(all.body.filter((m) => m.id === measureId)).toHaveLength(1);
    const unlinked = await api<Measure[]>('GET', `/px/measure?surveyId=${unlinkedSurvey}`, { token: admin });
    expect(unlinked.body.map((m) => m.id)).not.toContain(measureId);
    const foreign = await api<Measure[]>('GET', '/px/measure', { token: other.token });
    expect(foreign.body.map((m) => m.id)).not.toContain(measureId);
  });

  it('keeps both of two judgements written at the same time (no lost update)', async () => {
    const id = await assessmentWithElements('GB Wettlauf');
    const areas = ['Arbeitsinhalt', 'Arbeitsorganisation', 'soziale Beziehungen', 'Arbeitsumgebung'];
    const replies = await Promise.all(
      areas.map((area) =>
        api('PUT', `/riskAssessment/${id}/judgement`, {
          token: admin,
          json: { elementId: 'Task_Versand', area, level: 'mittlerer Handlungsbedarf', reason: area },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const stored = await api<RiskAssessment>('GET', `/riskAssessment/${id}`, { token: admin });
    expect(stored.body.judgements.map((j) => j.area).sort()).toEqual([...areas].sort());
  });

  it('mails the responsible person once when a step is overdue', async () => {
    const { body } = await create('GB Erinnerung');
    const yesterday = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await api('PUT', `/riskAssessment/${body.id}/step/1`, {
      token: admin,
      json: { state: 'in Bearbeitung', responsibleUserId: 'modeller@demo.local', dueDate: yesterday },
    });
    const { task } = await inProcess();
    expect((await task.handler({ clientId: 1, assessmentId: body.id, step: 1 })).outcome).toBe('mailed');
    expect((await task.handler({ clientId: 1, assessmentId: body.id, step: 1 })).outcome).toBe(
      'alreadyReminded',
    );
    expect((await task.handler({ clientId: 1, assessmentId: body.id, step: 2 })).outcome).toBe('notOverdue');
    expect((await task.handler({ clientId: other.clientId, assessmentId: body.id, step: 1 })).outcome).toBe(
      'gone',
    );
  });

  it('exports the documentation as a PDF version without any figure below the threshold', async () => {
    const id = await assessmentWithElements('GB Dokumentation');
    const small = await createSurvey('GDA kleine Gruppe');
    await api('PUT', `/riskAssessment/${id}/surveys`, {
      token: admin,
      json: { surveys: [{ surveyId: small, phase: 'Ermittlung' }] },
    });
    await storePoint(small, 3, 5.4);
    await api('PUT', `/riskAssessment/${id}/judgement`, {
      token: admin,
      json: {
        elementId: 'Task_Angebot',
        area: 'Arbeitsinhalt',
        level: 'mittlerer Handlungsbedarf',
        reason: 'Monotonie',
      },
    });
    const response = await fetch(`${inject('baseUrl')}/api/riskAssessment/${id}/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    const text = pdfText(await a4LandscapePdf(response, 'GB Dokumentation_Gefaehrdungsbeurteilung_v1.pdf'));
    for (const part of [
      'Gefährdungsbeurteilung psychischer Belastung: GB Dokumentation',
      'Vertrieb und Lager',
      'Angebot erstellen',
      'Monotonie',
      'Unterschrift',
      anonymityMessage(5),
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('5,4');
    const after = await api<RiskAssessment>('GET', `/riskAssessment/${id}`, { token: admin });
    expect(after.body.reports.map((r) => r.version)).toEqual([1]);
    expect(after.body.history[0]?.change).toBe('Dokumentation als PDF exportiert (Version 1)');

    // The stored version downloads as it was exported; a version never exported is 404.
    const stored = await fetch(`${inject('baseUrl')}/api/riskAssessment/${id}/report/1`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const storedText = pdfText(
      await a4LandscapePdf(stored, 'GB Dokumentation_Gefaehrdungsbeurteilung_v1.pdf'),
    );
    expect(storedText).toBe(text);
    const missing = await api<{ msg: string }>('GET', `/riskAssessment/${id}/report/2`, { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe(RISK_ASSESSMENT_MESSAGES.reportNotFound);
  }, 90_000);

  it('offers role and department objects linked to the model as roles in step 1, never systems', async () => {
    const uploaded = await uploadBpmn(admin, `Prozessobjekte GDA ${Date.now()}.bpmn`, ORDER_LANES_DIAGRAM);
    const uuid = uploaded.body.uuid ?? '';
    expect(await releaseSwitchStatus(admin, uuid, true)).toBe(204);
    const object = async (type: string, name: string) => {
      const created = await api<{ id: string }>('POST', '/connectedRessource', {
        token: admin,
        json: { type, name },
      });
      expect(created.status).toBe(201);
      const linked = await api('POST', '/connectRessourceToModelElement', {
        token: admin,
        json: { ressourceId: created.body.id, processId: uuid, elementId: ['Task_Angebot'] },
      });
      expect(linked.status, JSON.stringify(linked.body)).toBeLessThan(300);
      return created.body.id;
    };
    const tag = Date.now().toString(36);
    const role = await object('ROLE', `Sachbearbeitung ${tag}`);
    await object('SYSTEM', `ERP ${tag}`);
    const model = await api<{ elements: RiskAssessment['elements'] }>('GET', `/riskAssessmentModel/${uuid}`, {
      token: admin,
    });
    const objects = model.body.elements.filter((e) => e.linkedElementIds);
    expect(objects).toEqual([
      {
        elementId: `objekt#${role}`,
        name: `Sachbearbeitung ${tag} (Prozessobjekt Rolle)`,
        kind: 'Rolle',
        linkedElementIds: ['Task_Angebot'],
      },
    ]);
    const created = await create('GB Prozessobjekte');
    const picked = await api<RiskAssessment>('PUT', `/riskAssessment/${created.body.id}/elements`, {
      token: admin,
      json: { modelUuid: uuid, elementIds: ['Task_Angebot', `objekt#${role}`] },
    });
    expect(picked.status).toBe(200);
    expect(picked.body.elements.map((e) => e.name)).toEqual([
      'Angebot erstellen',
      `Sachbearbeitung ${tag} (Prozessobjekt Rolle)`,
    ]);
  });

  it('answers another tenant 404 on every risk assessment route and changes nothing', async () => {
    const id = await assessmentWithElements('GB Mandant');
    const routes = ROUTES.filter((r) => r.path.startsWith('/riskAssessment'));
    expect(routes.length).toBeGreaterThanOrEqual(16);
    for (const route of routes) {
      const path = fillPath(route, (name) =>
        name === 'uuid' ? releasedUuid : name === 'step' || name === 'version' ? '1' : id,
      );
      const reply = await api(route.method, path, {
        token: other.token,
        json:
          route.method === 'GET' || route.method === 'DELETE'
            ? undefined
            : {
                title: 'Fremd',
                state: 'in Bearbeitung',
                modelUuid: releasedUuid,
                elementIds: ['Task_Angebot'],
                surveys: [],
                elementId: 'Task_Angebot',
                area: 'Arbeitsinhalt',
                level: 'hoher Handlungsbedarf',
                reason: 'Fremd',
                type: 'technisch',
                responsibleUserId: other.adminEmail,
                dueDate: '2099-01-01',
              },
      });
      // The foreign tenant's own list is simply empty of our assessments.
      if (route.name === 'getRiskAssessment' || route.name === 'getRiskAssessmentModel') {
        expect(JSON.stringify(reply.body), route.name).not.toContain(id);
        expect(JSON.stringify(reply.body), route.name).not.toContain(releasedUuid);
        continue;
      }
      if (route.name === 'postRiskAssessment') continue;
      expect(reply.status, route.name).toBe(404);
    }
    const mine = await api<RiskAssessment>('GET', `/riskAssessment/${id}`, { token: admin });
    expect(mine.body.title).toBe('GB Mandant');
    expect(mine.body.history.every((h) => h.userId === 'admin@demo.local')).toBe(true);
  }, 90_000);
});
