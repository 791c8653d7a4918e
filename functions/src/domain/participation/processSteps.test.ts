import {
  GetObjectCommand,
  type GetObjectCommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ProcessSteps } from '@prozesspuls/shared/bpmnXml';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDocumentStoreEnv } from '../../testing/documentStoreEnv.js';
import { fixProcessSteps, storedProcessSteps } from './processSteps.js';

const s3 = mockClient(S3Client);

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="x">
  <bpmn:collaboration id="C"><bpmn:participant id="Pool" name="Einkauf" processRef="P" /></bpmn:collaboration>
  <bpmn:process id="P"><bpmn:task id="Task_1" name="Prüfen" /></bpmn:process>
</bpmn:definitions>`;
const SCHEMA = {
  title: 'T',
  pages: [
    { name: 'titlePage', elements: [] },
    { name: 'Task_1', elements: [] },
  ],
};
const survey = { surveyId: 's1', schemaKey: '7/surveys/s1/schema.json', modelUuid: 'm1', commitHash: 'abc' };

/** An object's body as the SDK hands it over (only the reading the adapters use). */
const body = (text: string) =>
  ({ Body: { transformToString: () => Promise.resolve(text) } }) as unknown as GetObjectCommandOutput;
const missing = () => Object.assign(new Error('missing'), { name: 'NoSuchKey' });
const keysRead = () => s3.commandCalls(GetObjectCommand).map((call) => call.args[0].input.Key);

beforeEach(() => {
  s3.reset();
  stubDocumentStoreEnv();
  vi.stubEnv('HISTORY_BUCKET', 'pp-history');
});
afterEach(() => vi.unstubAllEnvs());

describe('fixing a process survey’s steps when it is sent', () => {
  it('stores the steps of its pages from the model version it was built from, under the tenant’s prefix', async () => {
    s3.on(GetObjectCommand, { Key: '7/surveys/s1/steps.json' }).rejects(missing());
    s3.on(GetObjectCommand, { Key: '7/models/m1/abc.bpmn' }).resolves(body(XML));
    s3.on(GetObjectCommand, { Key: survey.schemaKey }).resolves(body(JSON.stringify(SCHEMA)));
    await fixProcessSteps(7, survey);
    const put = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(put?.Key).toBe('7/surveys/s1/steps.json');
    expect(put?.Bucket).toBe('pp-documents');
    const stored = JSON.parse(String(put?.Body)) as ProcessSteps;
    expect(stored.steps).toEqual([
      {
        elementId: 'Task_1',
        name: 'Prüfen',
        type: { de: 'Aufgabe', en: 'Task' },
        roles: ['Einkauf'],
        focusId: 'Task_1',
        neighbourIds: [],
      },
    ]);
  });

  it('writes nothing when the steps are stored already (a later chunk or round)', async () => {
    s3.on(GetObjectCommand, { Key: '7/surveys/s1/steps.json' }).resolves(
      body('{"steps":[],"diagramXml":""}'),
    );
    await fixProcessSteps(7, survey);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(keysRead()).toEqual(['7/surveys/s1/steps.json']);
  });

  it('sends a survey whose model version is gone without steps', async () => {
    s3.on(GetObjectCommand).rejects(missing());
    await expect(fixProcessSteps(7, survey)).resolves.toBeUndefined();
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('reads and writes nothing for a survey of no model', async () => {
    await fixProcessSteps(7, { surveyId: 's2', schemaKey: '7/surveys/s2/schema.json' });
    expect(await storedProcessSteps(7, { surveyId: 's2', modelUuid: undefined })).toBeNull();
    expect(s3.calls()).toHaveLength(0);
  });
});
