import { type Db, getDb } from '../db.js';
import { patchedIf } from './patchedIf.js';
import { allOf, oneOf } from './reads.js';
import { committed } from './transactions.js';

/** A custom PX question as it is first stored. */
export type NewPxQuestion = Parameters<Db['entities']['pxQuestion']['create']>[0];
/** The attributes of a custom PX question an edit in place sets. */
export type PxQuestionChanges = Parameters<ReturnType<Db['entities']['pxQuestion']['patch']>['set']>[0];

/** Every custom PX question of the client, retired versions included (one partition query). */
export async function pxQuestionsOfClient(clientId: number) {
  return allOf(getDb().entities.pxQuestion.query.byClient({ clientId }));
}

/**
 * The client's custom PX questions among `ids` (one batch read of its own partition only);
 * `unread` counts the keys the batch left unprocessed.
 */
export async function readPxQuestions(clientId: number, ids: readonly string[]) {
  const { data, unprocessed } = await getDb()
    .entities.pxQuestion.get(ids.map((id) => ({ clientId, id })))
    .go();
  return { questions: data, unread: unprocessed.length };
}

/** One custom PX question of the client, or undefined. */
export async function loadPxQuestion(clientId: number, id: string) {
  return oneOf(getDb().entities.pxQuestion.get({ clientId, id }));
}

export async function createPxQuestion(question: NewPxQuestion): Promise<void> {
  await getDb().entities.pxQuestion.create(question).go();
}

/**
 * Edits the question in place in one conditional transaction: only while it is not retired and
 * still at the revision read (0: none stored yet), and while each survey of `draftSurveyIds` is
 * still CREATED. An edit without an English text removes the stored one. False when it lost.
 */
export function editPxQuestionIfUnchanged(
  clientId: number,
  id: string,
  changes: PxQuestionChanges,
  revision: number,
  draftSurveyIds: readonly string[],
): Promise<boolean> {
  return committed((entities) => [
    (changes.textEn === undefined
      ? entities.pxQuestion
          .patch({ clientId, id })
          .set({ ...changes, revision: revision + 1 })
          .remove(['textEn'])
      : entities.pxQuestion.patch({ clientId, id }).set({ ...changes, revision: revision + 1 })
    )
      .where(
        (a, op) =>
          `${op.notExists(a.deletedAt)} AND ${revision === 0 ? op.notExists(a.revision) : op.eq(a.revision, revision)}`,
      )
      .commit(),
    ...draftSurveyIds.map((surveyId) =>
      entities.survey
        .check({ clientId, surveyId })
        .where((a, op) => op.eq(a.state, 'CREATED'))
        .commit(),
    ),
  ]);
}

/**
 * Retires the question (`deletedAt`, `replacedBy`) and creates its next version in one
 * conditional transaction: only while the question is not retired and still at the revision
 * read (0: none stored yet). False when it lost.
 */
export function replacePxQuestionIfUnchanged(
  retired: { readonly clientId: number; readonly id: string; readonly revision: number; readonly at: number },
  next: NewPxQuestion & { readonly id: string },
): Promise<boolean> {
  const { clientId, id, revision, at } = retired;
  return committed((entities) => [
    entities.pxQuestion
      .patch({ clientId, id })
      .set({ deletedAt: at, replacedBy: next.id })
      .where(
        (a, op) =>
          `${op.notExists(a.deletedAt)} AND ${revision === 0 ? op.notExists(a.revision) : op.eq(a.revision, revision)}`,
      )
      .commit(),
    entities.pxQuestion.create(next).commit(),
  ]);
}

/** Retires the question in one conditional write: only while it is not retired. False when it was. */
export function retirePxQuestion(clientId: number, id: string, at: number): Promise<boolean> {
  return patchedIf('pxQuestion', { clientId, id }, (question) =>
    question.set({ deletedAt: at }).where((a, op) => op.notExists(a.deletedAt)),
  );
}
