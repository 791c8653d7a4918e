import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import {
  commentSchema,
  elementAttachmentsSchema,
  elementDescriptionSchema,
  elementDocumentSchema,
} from './elementContent.js';
import { elementNumberSchema, elementNumberValueSchema } from './elements.js';
import { evaluationPointSchema } from './evaluation.js';
import { folderSchema } from './folders.js';
import { historySchema } from './history.js';
import { measureSchema } from './measures.js';
import { subprocessLinkSchema } from './models.js';
import { participationRecipientSchema } from './participation.js';
import { pxElementQuestionSchema, pxModelQuestionCountSchema } from './pxModel.js';
import { questionSchema } from './questions.js';
import { releaseRequestSchema } from './release.js';
import { elementResourceSchema, resourceSchema } from './resources.js';
import { modelShareLinkSchema } from './sharing.js';

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
  ])('%s sits in the tenant partition T#<clientId> under its sort key', (_name, stored, sk) => {
    expect(stored).toEqual({ pk: 'T#7', sk });
  });

  it.each([
    [
      'question byId',
      new Entity(questionSchema, config).query.byId({ clientId: 7, questionId: 'q1' }).params(),
      'gsi1',
      'T#7#Q#q1',
    ],
    [
      'question byAssignee',
      new Entity(questionSchema, config).query.byAssignee({ clientId: 7, assignee: 'u1' }).params(),
      'gsi2',
      'T#7#ASSIGNEE#u1',
    ],
    [
      'measure bySurvey',
      new Entity(measureSchema, config).query.bySurvey({ clientId: 7, surveyId: 's1' }).params(),
      'gsi1',
      'T#7#MEASURES#s1',
    ],
    [
      'evaluationPoint bySurvey',
      new Entity(evaluationPointSchema, config).query.bySurvey({ clientId: 7, surveyId: 's1' }).params(),
      'gsi1',
      'T#7#EVALSURVEY#s1',
    ],
    [
      'evaluationPoint byModule',
      new Entity(evaluationPointSchema, config).query
        .byModule({ clientId: 7, module: 'Module_One' })
        .params(),
      'gsi2',
      'T#7#EVALMODULE#Module_One',
    ],
  ])('%s queries its secondary index within the client', (_name, params, index, pk) => {
    expect(params).toMatchObject({ IndexName: index, ExpressionAttributeValues: { ':pk': pk } });
  });

  it('keeps the sort keys of the secondary indexes', () => {
    const point = new Entity(evaluationPointSchema, config).query
      .bySurvey({ clientId: 7, surveyId: 's1', round: 3, timestamp: 42, timestampId: 't1' })
      .params();
    expect(point).toMatchObject({ ExpressionAttributeValues: { ':sk1': 'R#000003#TS#000000000000042#t1' } });
    const measure = new Entity(measureSchema, config).query
      .bySurvey({ clientId: 7, surveyId: 's1', measureId: 'm1' })
      .params();
    expect(measure).toMatchObject({ ExpressionAttributeValues: { ':sk1': 'MEASURE#m1' } });
  });
});
