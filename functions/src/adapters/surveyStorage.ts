import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { setting } from '../config/env.js';
import { s3 } from './s3.js';

/** A survey's SurveyJS JSON lives below `<clientId>/surveys/<surveyId>/`: tenant first, like every key. */
export const surveySchemaKey = (clientId: number, surveyId: string) =>
  `${clientId}/surveys/${surveyId}/schema.json`;

export async function putSurveySchemaJson(key: string, json: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: setting('documentsBucket'),
      Key: key,
      Body: json,
      ContentType: 'application/json; charset=utf-8',
    }),
  );
}

export async function getSurveySchemaJson(key: string): Promise<string> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: setting('documentsBucket'), Key: key }));
  if (!Body) throw new Error(`empty object ${key}`);
  return Body.transformToString('utf-8');
}

export async function deleteSurveySchemaJson(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: setting('documentsBucket'), Key: key }));
}

/**
 * A process survey's steps as participants see them (the asked elements' names, kinds, lanes and
 * the diagram they are drawn in), next to its schema: fixed when it is first sent.
 */
export const surveyStepsKey = (clientId: number, surveyId: string) =>
  `${clientId}/surveys/${surveyId}/steps.json`;

export const putSurveyStepsJson = putSurveySchemaJson;

/** The stored steps, or null when none were stored (not a process survey, or sent before they were). */
export async function getSurveyStepsJson(key: string): Promise<string | null> {
  try {
    return await getSurveySchemaJson(key);
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return null;
    throw error;
  }
}

export const deleteSurveyStepsJson = deleteSurveySchemaJson;
