import type { ProcessModel, ProcessSummary } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, createdModel, signInDemoUsers } from './client.js';
import { pointFunctionsAtLocalCloud } from './in-process.js';

/**
 * The fields of a process summary (the contract of GET /bpmn) that the list and the model itself
 * answer alike. Not `canEdit`: with release enabled GET /bpmn/{uuid} answers whether the caller may
 * edit under release, the list whether they may write the model at all.
 */
const SUMMARY_FIELDS = [
  'uuid',
  'fileName',
  'folderId',
  'initiator',
  'isOwn',
  'isShared',
  'creationDate',
  'currentEditor',
  'surveyCount',
  'characteristic',
  'reviewDueAt',
  'release',
] as const satisfies readonly (keyof ProcessSummary)[];

const summaryIn = (model: ProcessModel) => Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, model[f]]));

const demo = setUpBeforeAll(signInDemoUsers);

describe('process list (GET /bpmn)', () => {
  it('carries every summary field of a model with every stored attribute set, as the model itself answers', async () => {
    const uuid = await createdModel(demo.admin, 'Liste mit allen Feldern');
    // Set what only long workflows (release, review, surveys, profiles, locks) would set, straight
    // in the table: the list must read each attribute a summary is built from.
    pointFunctionsAtLocalCloud();
    const { getDb } = await import('../../functions/src/data/db.js');
    const stored = (await getDb().entities.model.get({ clientId: 1, uuid }).go()).data;
    if (!stored) throw new Error('model not stored');
    await getDb()
      .entities.model.patch({ clientId: 1, uuid })
      .set({
        sharedUsers: ['modeller@demo.local'],
        currentEditor: 'admin@demo.local',
        lockHeartbeatAt: Date.now(),
        surveyCount: 4,
        characteristicId: 'profil-1',
        reviewDueAt: '2027-03-01T00:00:00.000Z',
        releaseEnabled: true,
        releasedXmlKey: stored.xmlKey,
        releaseVersion: 3,
        releasedAt: '2026-02-01T10:00:00.000Z',
        lastDecision: 'ACCEPTED',
        lastDecisionBy: 'admin@demo.local',
        lastDecisionByName: 'Anna Admin',
        lastDecisionAt: '2026-02-01T10:00:00.000Z',
        lastDecisionComment: 'Passt so.',
      })
      .go();

    const list = await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.modeller });
    const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token: demo.modeller });
    expect(list.status).toBe(200);
    expect(model.status).toBe(200);
    const listed = list.body.find((m) => m.uuid === uuid);
    expect(listed).toEqual({ ...summaryIn(model.body), canEdit: true, connectedRessources: [] });
    expect(listed).toMatchObject({
      initiator: 'admin@demo.local',
      isOwn: false,
      isShared: true,
      canEdit: true,
      currentEditor: 'admin@demo.local',
      surveyCount: 4,
      characteristic: 'profil-1',
      reviewDueAt: '2027-03-01T00:00:00.000Z',
      release: {
        state: 'RELEASED',
        version: 3,
        releasedAt: '2026-02-01T10:00:00.000Z',
        lastDecision: {
          requestState: 'ACCEPTED',
          reviewer: 'admin@demo.local',
          reviewerName: 'Anna Admin',
          comment: 'Passt so.',
          decidedAt: '2026-02-01T10:00:00.000Z',
        },
      },
    });
  });

  it('lists every model newest first', async () => {
    const older = await createdModel(demo.modeller, 'Älteres Modell');
    const newer = await createdModel(demo.modeller, 'Neueres Modell');
    const list = await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.modeller });
    const uuids = list.body.map((m) => m.uuid);
    expect(uuids.indexOf(newer)).toBeLessThan(uuids.indexOf(older));
    expect(uuids.indexOf(older)).toBeGreaterThanOrEqual(0);
    const dates = list.body.map((m) => m.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
