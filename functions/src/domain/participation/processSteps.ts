import { type ProcessSteps, processSteps } from '@prozesspuls/shared/bpmnXml';
import type { SurveySchema } from '@prozesspuls/shared/px';
import { getModelXml, modelXmlKey } from '../../adapters/modelStorage.js';
import {
  getSurveySchemaJson,
  getSurveyStepsJson,
  putSurveyStepsJson,
  surveyStepsKey,
} from '../../adapters/surveyStorage.js';

/** What fixing a survey's steps needs of its item. */
interface SurveyOfModel {
  readonly surveyId: string;
  readonly schemaKey: string;
  readonly modelUuid?: string | undefined;
  readonly commitHash?: string | undefined;
}

const isMissingObject = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Before a process survey's first links go out: stores, next to its schema, what its pages show of
 * the diagram, taken from the model version the survey was built from (its commit
 * hash, the version its pages' element ids and names come from). From then on participants see
 * exactly that, whatever happens to the model. Written once; calls racing on the first send write
 * the same bytes (the version is addressed by its content hash), so no condition is needed. A
 * version already gone (model deleted before the survey was sent) leaves the pages with their
 * titles only.
 */
export async function fixProcessSteps(clientId: number, survey: SurveyOfModel): Promise<void> {
  if (!survey.modelUuid || !survey.commitHash) return;
  const key = surveyStepsKey(clientId, survey.surveyId);
  if ((await getSurveyStepsJson(key)) !== null) return;
  let xml: string;
  try {
    xml = await getModelXml(modelXmlKey(clientId, survey.modelUuid, survey.commitHash));
  } catch (error) {
    if (isMissingObject(error)) return;
    throw error;
  }
  const schema = JSON.parse(await getSurveySchemaJson(survey.schemaKey)) as SurveySchema;
  const steps = await processSteps(
    xml,
    schema.pages.map((page) => page.name),
  );
  await putSurveyStepsJson(key, JSON.stringify(steps));
}

/** The steps a process survey's participants see (null for other surveys or when none were fixed). */
export async function storedProcessSteps(
  clientId: number,
  survey: Pick<SurveyOfModel, 'surveyId' | 'modelUuid'>,
): Promise<ProcessSteps | null> {
  if (!survey.modelUuid) return null;
  const json = await getSurveyStepsJson(surveyStepsKey(clientId, survey.surveyId));
  return json === null ? null : (JSON.parse(json) as ProcessSteps);
}
