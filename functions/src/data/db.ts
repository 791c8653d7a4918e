import {
  createGetTransaction,
  createWriteTransaction,
  Entity,
  type EntityConfiguration,
  type Schema,
  Service,
} from 'electrodb';
import { documentClient } from '../adapters/dynamo.js';
import { setting } from '../config/env.js';
import { anonymitySettingsSchema } from './entities/anonymity.js';
import {
  authStateSchema,
  authTokenRefSchema,
  authTokenSchema,
  loginGuardSchema,
  resetMailsSchema,
} from './entities/auth.js';
import { checklistSchema } from './entities/checklists.js';
import {
  commentRefSchema,
  commentSchema,
  elementAttachmentsSchema,
  elementDescriptionSchema,
  elementDocumentSchema,
} from './entities/elementContent.js';
import { elementNumberSchema, elementNumberValueSchema } from './entities/elements.js';
import { evaluationPointSchema } from './entities/evaluation.js';
import { folderNameSchema, folderSchema } from './entities/folders.js';
import { helpTicketSchema, lessonProgressSchema } from './entities/help.js';
import { historySchema } from './entities/history.js';
import { mailDomainSettingsSchema } from './entities/mailDomains.js';
import { measureSchema } from './entities/measures.js';
import { customElementSchema } from './entities/modelling.js';
import { modelSchema, subprocessLinkSchema } from './entities/models.js';
import { notificationSchema } from './entities/notifications.js';
import { firstStepsSchema } from './entities/onboarding.js';
import {
  memberSurveySchema,
  participationDraftSchema,
  participationLinkSchema,
  participationRecipientSchema,
  submittedAnswerSchema,
  surveyAnswerBatchSchema,
  surveyFreeTextBatchSchema,
  surveyFreeTextSchema,
  surveyRoundCountersSchema,
} from './entities/participation.js';
import { legalPageSchema, tenantDeletionRecordSchema } from './entities/platform.js';
import { profileFieldSchema, profileSchema } from './entities/profiles.js';
import { pxElementQuestionSchema, pxModelQuestionCountSchema } from './entities/pxModel.js';
import { pxQuestionSchema } from './entities/pxQuestions.js';
import { questionSchema } from './entities/questions.js';
import { releaseRequestSchema, reviewTaskSchema } from './entities/release.js';
import {
  elementResourceSchema,
  resourceLinkSchema,
  resourceSchema,
  roleAssessmentSchema,
  roleDescriptorSchema,
} from './entities/resources.js';
import { retentionLogSchema, retentionSettingsSchema } from './entities/retention.js';
import { riskAssessmentHistorySchema, riskAssessmentSchema } from './entities/riskAssessment.js';
import { modelShareLinkSchema, shareLinkSchema } from './entities/sharing.js';
import { surveySchema } from './entities/surveys.js';
import { auditSchema, clientSchema, counterSchema } from './entities/tenants.js';
import { invitationSchema, membershipSchema, roleSchema, userSchema } from './entities/users.js';
import { evaluationAccessSchema, worksCouncilSettingsSchema } from './entities/worksCouncil.js';

/**
 * An entity whose schema ElectroDB does not check again at construction: the schemas are
 * constants, db.test.ts checks every one with ElectroDB's own check, and at run time that JSON
 * Schema validation (twice per entity, against the beta and the v1 model) was the largest part
 * of building an entity on a cold start. Should ElectroDB rename the hook, it checks as before.
 */
const CheckedEntity: typeof Entity = class<
  A extends string,
  F extends string,
  C extends string,
  S extends Schema<A, F, C, P>,
  P extends string = string,
> extends Entity<A, F, C, S, P> {
  protected _validateModel(): void {}
};

/**
 * The entities over the one table, defined per bounded context in data/entities/
 * (docs/vocabulary.md). Each is built when a repository first uses it: ElectroDB parses and
 * validates a schema when its Entity is constructed, and a function that built all of them at
 * once would pay for every bounded context on its cold start while it uses a handful.
 */
const entityFactories = {
  client: (config: EntityConfiguration) => new CheckedEntity(clientSchema, config),
  user: (config: EntityConfiguration) => new CheckedEntity(userSchema, config),
  membership: (config: EntityConfiguration) => new CheckedEntity(membershipSchema, config),
  role: (config: EntityConfiguration) => new CheckedEntity(roleSchema, config),
  authToken: (config: EntityConfiguration) => new CheckedEntity(authTokenSchema, config),
  authTokenRef: (config: EntityConfiguration) => new CheckedEntity(authTokenRefSchema, config),
  loginGuard: (config: EntityConfiguration) => new CheckedEntity(loginGuardSchema, config),
  counter: (config: EntityConfiguration) => new CheckedEntity(counterSchema, config),
  helpTicket: (config: EntityConfiguration) => new CheckedEntity(helpTicketSchema, config),
  lessonProgress: (config: EntityConfiguration) => new CheckedEntity(lessonProgressSchema, config),
  folder: (config: EntityConfiguration) => new CheckedEntity(folderSchema, config),
  audit: (config: EntityConfiguration) => new CheckedEntity(auditSchema, config),
  model: (config: EntityConfiguration) => new CheckedEntity(modelSchema, config),
  history: (config: EntityConfiguration) => new CheckedEntity(historySchema, config),
  elementNumber: (config: EntityConfiguration) => new CheckedEntity(elementNumberSchema, config),
  subprocessLink: (config: EntityConfiguration) => new CheckedEntity(subprocessLinkSchema, config),
  customElement: (config: EntityConfiguration) => new CheckedEntity(customElementSchema, config),
  elementNumberValue: (config: EntityConfiguration) => new CheckedEntity(elementNumberValueSchema, config),
  authState: (config: EntityConfiguration) => new CheckedEntity(authStateSchema, config),
  resetMails: (config: EntityConfiguration) => new CheckedEntity(resetMailsSchema, config),
  invitation: (config: EntityConfiguration) => new CheckedEntity(invitationSchema, config),
  folderName: (config: EntityConfiguration) => new CheckedEntity(folderNameSchema, config),
  pxQuestion: (config: EntityConfiguration) => new CheckedEntity(pxQuestionSchema, config),
  survey: (config: EntityConfiguration) => new CheckedEntity(surveySchema, config),
  releaseRequest: (config: EntityConfiguration) => new CheckedEntity(releaseRequestSchema, config),
  reviewTask: (config: EntityConfiguration) => new CheckedEntity(reviewTaskSchema, config),
  notification: (config: EntityConfiguration) => new CheckedEntity(notificationSchema, config),
  profile: (config: EntityConfiguration) => new CheckedEntity(profileSchema, config),
  profileField: (config: EntityConfiguration) => new CheckedEntity(profileFieldSchema, config),
  resource: (config: EntityConfiguration) => new CheckedEntity(resourceSchema, config),
  resourceLink: (config: EntityConfiguration) => new CheckedEntity(resourceLinkSchema, config),
  elementResource: (config: EntityConfiguration) => new CheckedEntity(elementResourceSchema, config),
  roleDescriptor: (config: EntityConfiguration) => new CheckedEntity(roleDescriptorSchema, config),
  roleAssessment: (config: EntityConfiguration) => new CheckedEntity(roleAssessmentSchema, config),
  elementAttachments: (config: EntityConfiguration) => new CheckedEntity(elementAttachmentsSchema, config),
  comment: (config: EntityConfiguration) => new CheckedEntity(commentSchema, config),
  commentRef: (config: EntityConfiguration) => new CheckedEntity(commentRefSchema, config),
  elementDescription: (config: EntityConfiguration) => new CheckedEntity(elementDescriptionSchema, config),
  elementDocument: (config: EntityConfiguration) => new CheckedEntity(elementDocumentSchema, config),
  question: (config: EntityConfiguration) => new CheckedEntity(questionSchema, config),
  shareLink: (config: EntityConfiguration) => new CheckedEntity(shareLinkSchema, config),
  modelShareLink: (config: EntityConfiguration) => new CheckedEntity(modelShareLinkSchema, config),
  evaluationPoint: (config: EntityConfiguration) => new CheckedEntity(evaluationPointSchema, config),
  anonymitySettings: (config: EntityConfiguration) => new CheckedEntity(anonymitySettingsSchema, config),
  firstSteps: (config: EntityConfiguration) => new CheckedEntity(firstStepsSchema, config),
  mailDomainSettings: (config: EntityConfiguration) => new CheckedEntity(mailDomainSettingsSchema, config),
  participationLink: (config: EntityConfiguration) => new CheckedEntity(participationLinkSchema, config),
  participationRecipient: (config: EntityConfiguration) =>
    new CheckedEntity(participationRecipientSchema, config),
  memberSurvey: (config: EntityConfiguration) => new CheckedEntity(memberSurveySchema, config),
  participationDraft: (config: EntityConfiguration) => new CheckedEntity(participationDraftSchema, config),
  submittedAnswer: (config: EntityConfiguration) => new CheckedEntity(submittedAnswerSchema, config),
  surveyFreeText: (config: EntityConfiguration) => new CheckedEntity(surveyFreeTextSchema, config),
  surveyFreeTextBatch: (config: EntityConfiguration) => new CheckedEntity(surveyFreeTextBatchSchema, config),
  surveyAnswerBatch: (config: EntityConfiguration) => new CheckedEntity(surveyAnswerBatchSchema, config),
  surveyRoundCounters: (config: EntityConfiguration) => new CheckedEntity(surveyRoundCountersSchema, config),
  measure: (config: EntityConfiguration) => new CheckedEntity(measureSchema, config),
  checklist: (config: EntityConfiguration) => new CheckedEntity(checklistSchema, config),
  riskAssessment: (config: EntityConfiguration) => new CheckedEntity(riskAssessmentSchema, config),
  riskAssessmentHistory: (config: EntityConfiguration) =>
    new CheckedEntity(riskAssessmentHistorySchema, config),
  pxElementQuestion: (config: EntityConfiguration) => new CheckedEntity(pxElementQuestionSchema, config),
  pxModelQuestionCount: (config: EntityConfiguration) =>
    new CheckedEntity(pxModelQuestionCountSchema, config),
  legalPage: (config: EntityConfiguration) => new CheckedEntity(legalPageSchema, config),
  tenantDeletionRecord: (config: EntityConfiguration) =>
    new CheckedEntity(tenantDeletionRecordSchema, config),
  worksCouncilSettings: (config: EntityConfiguration) =>
    new CheckedEntity(worksCouncilSettingsSchema, config),
  evaluationAccess: (config: EntityConfiguration) => new CheckedEntity(evaluationAccessSchema, config),
  retentionSettings: (config: EntityConfiguration) => new CheckedEntity(retentionSettingsSchema, config),
  retentionLog: (config: EntityConfiguration) => new CheckedEntity(retentionLogSchema, config),
};

type Entities = { readonly [N in keyof typeof entityFactories]: ReturnType<(typeof entityFactories)[N]> };
type EntityName = keyof Entities;

/**
 * The records of one model (history, element numbers and their reservations, subprocess links,
 * element content, questions, release requests, share links, PX element questions) share the
 * partition `modelRecordsKey` and form the collection `modelRecords`, read or deleted together.
 * The list must name every entity with an index in that collection (db.test.ts checks it).
 */
export const MODEL_RECORDS = [
  'history',
  'elementNumber',
  'elementNumberValue',
  'subprocessLink',
  'releaseRequest',
  'elementResource',
  'elementAttachments',
  'comment',
  'elementDescription',
  'elementDocument',
  'question',
  'modelShareLink',
  'pxElementQuestion',
  'pxModelQuestionCount',
] as const satisfies readonly EntityName[];

type ModelRecordsService = Service<Pick<Entities, (typeof MODEL_RECORDS)[number]>>;

/** What repositories use of the table: its entities, the collection `modelRecords`, transactions. */
export interface Db {
  readonly entities: Entities;
  readonly collections: ModelRecordsService['collections'];
  readonly transaction: Service<Entities>['transaction'];
}

/**
 * Entities built on first access. A built entity becomes an enumerable property, so the map
 * ElectroDB's transactions read (to send through one entity and to tell the entities of returned
 * items apart) holds exactly the entities built so far: every one the transaction's callback uses.
 */
function lazyEntities(config: EntityConfiguration): Entities {
  const entities = {} as Entities;
  for (const name of Object.keys(entityFactories) as EntityName[]) {
    Object.defineProperty(entities, name, {
      configurable: true,
      enumerable: false,
      get() {
        const entity = entityFactories[name](config);
        Object.defineProperty(entities, name, { value: entity, enumerable: true });
        return entity;
      },
    });
  }
  return entities;
}

function createDb(table: string): Db {
  const config = { table, client: documentClient };
  const entities = lazyEntities(config);
  let modelRecords: ModelRecordsService | undefined;
  // ElectroDB sends a transaction through the first entity of the map before the callback has
  // built the ones it uses; any entity will do, they all share the one client.
  const sender = () => entities.client;
  return {
    entities,
    get collections() {
      modelRecords ??= new Service(
        Object.fromEntries(MODEL_RECORDS.map((name) => [name, entities[name]])) as Pick<
          Entities,
          (typeof MODEL_RECORDS)[number]
        >,
        config,
      );
      return modelRecords.collections;
    },
    transaction: {
      write: (fn) => {
        sender();
        return createWriteTransaction(entities, fn);
      },
      get: (fn) => {
        sender();
        return createGetTransaction(entities, fn);
      },
    },
  };
}

let db: Db | undefined;

/** The entities over the one table, created on first use (after the environment is set). */
export function getDb(): Db {
  db ??= createDb(setting('tableName'));
  return db;
}
