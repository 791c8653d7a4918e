import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { templateNames } from './common.js';
import {
  commentSchema,
  elementAttachmentsSchema,
  elementDescriptionSchema,
  elementDocumentSchema,
} from './elementContent.js';
import { elementNumberSchema, elementNumberValueSchema } from './elements.js';
import { evaluationPointSchema } from './evaluation.js';
import { folderSchema } from './folders.js';
import { helpTicketSchema, lessonProgressSchema } from './help.js';
import { historySchema } from './history.js';
import { measureSchema } from './measures.js';
import { subprocessLinkSchema } from './models.js';
import { notificationSchema } from './notifications.js';
import { participationRecipientSchema } from './participation.js';
import { pxElementQuestionSchema, pxModelQuestionCountSchema } from './pxModel.js';
import { questionSchema } from './questions.js';
import { releaseRequestSchema } from './release.js';
import { elementResourceSchema, resourceSchema } from './resources.js';
import { modelShareLinkSchema } from './sharing.js';
import { membershipSchema } from './users.js';

// Stored items are found by these keys: a schema refactoring must leave every one byte for byte.
const config = { table: 'keys' };
const keyOf = (entity: { get(key: never): { params(): { Key?: unknown } } }, key: object) =>
  entity.get(key as never).params().Key;

const element = { clientId: 7, uuid: 'm-1', elementId: 'Task_1' };

describe('the table keys of model and element records', () => {
  it.each([
    ['comment', keyOf(new Entity(commentSchema, config), { ...element, commentId: 'c1' }), 'CMT#Task_1#c1'],
    ['elementAttachments', keyOf(new Entity(elementAttachmentsSchema, config), element), 'ATT#Task_1'],
    ['elementDescription', keyOf(new Entity(elementDescriptionSchema, config), element), 'DESC#Task_1'],
    [
      'elementDocument',
      keyOf(new Entity(elementDocumentSchema, config), { ...element, docId: 'd1' }),
      'DOC#Task_1#d1',
    ],
    ['elementNumber', keyOf(new Entity(elementNumberSchema, config), element), 'NUM#Task_1'],
    [
      'elementNumberValue',
      keyOf(new Entity(elementNumberValueSchema, config), { clientId: 7, uuid: 'm-1', number: '1.2' }),
      'NUMVAL#1.2',
    ],
    ['subprocessLink', keyOf(new Entity(subprocessLinkSchema, config), element), 'LINK#Task_1'],
    [
      'pxElementQuestion',
      keyOf(new Entity(pxElementQuestionSchema, config), { ...element, questionId: 'q1' }),
      'PXQ#Task_1#q1',
    ],
    [
      'pxModelQuestionCount',
      keyOf(new Entity(pxModelQuestionCountSchema, config), { clientId: 7, uuid: 'm-1' }),
      'PXCOUNT',
    ],
    [
      'elementResource',
      keyOf(new Entity(elementResourceSchema, config), { ...element, ressourceId: 'r1' }),
      'RESEL#Task_1#r1',
    ],
    [
      'question',
      keyOf(new Entity(questionSchema, config), { ...element, questionId: 'q1' }),
      'QUESTION#Task_1#q1',
    ],
    [
      'history',
      keyOf(new Entity(historySchema, config), {
        clientId: 7,
        uuid: 'm-1',
        timestamp: '2026',
        commitHash: 'h',
      }),
      'HISTORY#2026#h',
    ],
    [
      'releaseRequest',
      keyOf(new Entity(releaseRequestSchema, config), { clientId: 7, uuid: 'm-1', id: 'r1' }),
      'RELEASE#r1',
    ],
    [
      'modelShareLink',
      keyOf(new Entity(modelShareLinkSchema, config), { clientId: 7, uuid: 'm-1' }),
      'SHARELINK',
    ],
  ])('%s sits in the model partition T#<clientId>#M#<uuid> under its sort key', (_name, stored, sk) => {
    expect(stored).toEqual({ pk: 'T#7#M#m-1', sk });
  });
});

describe('the table keys of tenant records', () => {
  it.each([
    ['resource', keyOf(new Entity(resourceSchema, config), { clientId: 7, id: 'r1' }), 'RESOURCE#r1'],
    ['folder', keyOf(new Entity(folderSchema, config), { clientId: 7, folderId: 'f1' }), 'FOLDER#f1'],
    [
      'participationRecipient',
      keyOf(new Entity(participationRecipientSchema, config), {
        clientId: 7,
        surveyId: 's1',
        round: 2,
        recipientKey: 'k',
      }),
      'PXRECIPIENT#s1#2#k',
    ],
    [
      'helpTicket',
      keyOf(new Entity(helpTicketSchema, config), { clientId: 7, number: '2026-1' }),
      'HELPTICKET#2026-1',
    ],
    [
      'lessonProgress',
      keyOf(new Entity(lessonProgressSchema, config), { clientId: 7, userId: 'u1', lesson: '03' }),
      'LESSONPROGRESS#u1#03',
    ],
    [
      'notification',
      keyOf(new Entity(notificationSchema, config), { clientId: 7, userId: 'u1', notificationId: 'n1' }),
      'NOTE#u1#n1',
    ],
    ['measure', keyOf(new Entity(measureSchema, config), { clientId: 7, measureId: 'm1' }), 'MEASURE#m1'],
    [
      'evaluationPoint',
      keyOf(new Entity(evaluationPointSchema, config), { clientId: 7, timestampId: 't1' }),
      'EVALPOINT#t1',
    ],
    ['membership', keyOf(new Entity(membershipSchema, config), { clientId: 7, userId: 'u1' }), 'MEMBER#u1'],
  ])('%s sits in the tenant partition T#<clientId> under its sort key', (_name, stored, sk) => {
    expect(stored).toEqual({ pk: 'T#7', sk });
  });

  const questions = new Entity(questionSchema, config);
  const points = new Entity(evaluationPointSchema, config);
  /** The index a query reads and the partition key it asks for. */
  const indexKey = (params: { IndexName?: string; ExpressionAttributeValues?: Record<string, unknown> }) =>
    `${params.IndexName} ${String(params.ExpressionAttributeValues?.[':pk'])}`;

  it.each([
    ['question byId', questions.query.byId({ clientId: 7, questionId: 'q1' }).params(), 'gsi1 T#7#Q#q1'],
    [
      'question byAssignee',
      questions.query.byAssignee({ clientId: 7, assignee: 'u1' }).params(),
      'gsi2 T#7#ASSIGNEE#u1',
    ],
    [
      'evaluationPoint bySurvey',
      points.query.bySurvey({ clientId: 7, surveyId: 's1' }).params(),
      'gsi1 T#7#EVALSURVEY#s1',
    ],
    [
      'evaluationPoint byModule',
      points.query.byModule({ clientId: 7, module: 'M' }).params(),
      'gsi2 T#7#EVALMODULE#M',
    ],
  ])('%s queries its secondary index within the client', (_name, params, expected) => {
    expect(indexKey(params)).toBe(expected);
  });

  it('finds the memberships of a user in every client through gsi1 USER#<userId>', () => {
    const params = new Entity(membershipSchema, config).query.byUser({ userId: 'u1', clientId: 7 }).params();
    expect(params).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':pk': 'USER#u1', ':sk1': 'CLIENT#7' },
    });
  });

  it('keeps the sort keys of the secondary indexes', () => {
    const point = points.query
      .bySurvey({ clientId: 7, surveyId: 's1', round: 3, timestamp: 42, timestampId: 't1' })
      .params();
    expect(point).toMatchObject({ ExpressionAttributeValues: { ':sk1': 'R#000003#TS#000000000000042#t1' } });
    const measure = new Entity(measureSchema, config).query
      .bySurvey({ clientId: 7, surveyId: 's1', measureId: 'm1' })
      .params();
    expect(measure).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':pk': 'T#7#MEASURES#s1', ':sk1': 'MEASURE#m1' },
    });
  });
});

describe('templateNames', () => {
  it.each([
    ['RESLINK#${ressourceId}#${uuid}#${elementId}', ['ressourceId', 'uuid', 'elementId']],
    ['PROFILE', []],
  ])('reads the attributes %s spells, in the order it spells them', (template, names) => {
    expect(templateNames(template)).toEqual(names);
  });
});
