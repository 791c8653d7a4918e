import { getDb } from '../db.js';

/** One survey of a client, or undefined. */
export async function loadSurvey(clientId: number, surveyId: string) {
  const { data } = await getDb().entities.survey.get({ clientId, surveyId }).go();
  return data ?? undefined;
}

/** Every survey of a client (one partition query). */
export async function listSurveyItems(clientId: number) {
  const { data } = await getDb().entities.survey.query.byClient({ clientId }).go({ pages: 'all' });
  return data;
}

/** The client's surveys of `surveyIds` (one batch read; ids of no survey of the client are left out). */
export async function loadSurveys(clientId: number, surveyIds: readonly string[]) {
  if (surveyIds.length === 0) return [];
  const { data } = await getDb()
    .entities.survey.get(surveyIds.map((surveyId) => ({ clientId, surveyId })))
    .go();
  return data;
}
