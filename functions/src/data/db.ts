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

/** ElectroDB's own entry point of every call an entity makes (not part of its typings). */
interface EntityExecution {
  go(method: string, parameters?: unknown, config?: Record<string, unknown>): Promise<unknown>;
}
const electroExecution = Entity.prototype as unknown as EntityExecution;

/**
 * An entity whose schema ElectroDB does not check again at construction: the schemas are
 * constants, db.test.ts checks every one with ElectroDB's own check, and at run time that JSON
 * Schema validation (twice per entity, against the beta and the v1 model) was the largest part
 * of building an entity on a cold start. Should ElectroDB rename the hook, it checks as before.
 *
 * Its calls fail with the AWS SDK's own error (`originalErr`): by default ElectroDB builds an Error,
 * stack trace and all, before every call just to dress up a failure, and that was the largest part
 * of ElectroDB's time per call. conditionFailure.ts reads the SDK's error names.
 */
const CheckedEntity: typeof Entity = class<
  A extends string,
  F extends string,
  C extends string,
  S extends Schema<A, F, C, P>,
  P extends string = string,
> extends Entity<A, F, C, S, P> {
  protected _validateModel(): void {}

  go(method: string, parameters?: unknown, config?: Record<string, unknown>): Promise<unknown> {
    return electroExecution.go.call(this, method, parameters, { ...config, originalErr: true });
  }
};

/** Builds the entity of `schema` when called, as the schema's own typed Entity. */
function entityOf<A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(
  schema: S,
) {
  return (config: EntityConfiguration) => new CheckedEntity(schema, config);
}

/**
 * The entities over the one table, defined per bounded context in data/entities/
 * (docs/vocabulary.md). Each is built when a repository first uses it: ElectroDB parses and
 * validates a schema when its Entity is constructed, and a function that built all of them at
 * once would pay for every bounded context on its cold start while it uses a handful.
 */
const entityFactories = {
  client: entityOf(clientSchema),
  user: entityOf(userSchema),
  membership: entityOf(membershipSchema),
  role: entityOf(roleSchema),
  authToken: entityOf(authTokenSchema),
  authTokenRef: entityOf(authTokenRefSchema),
  loginGuard: entityOf(loginGuardSchema),
  counter: entityOf(counterSchema),
  helpTicket: entityOf(helpTicketSchema),
  lessonProgress: entityOf(lessonProgressSchema),
  folder: entityOf(folderSchema),
  audit: entityOf(auditSchema),
  model: entityOf(modelSchema),
  history: entityOf(historySchema),
  elementNumber: entityOf(elementNumberSchema),
  subprocessLink: entityOf(subprocessLinkSchema),
  customElement: entityOf(customElementSchema),
  elementNumberValue: entityOf(elementNumberValueSchema),
  authState: entityOf(authStateSchema),
  resetMails: entityOf(resetMailsSchema),
  invitation: entityOf(invitationSchema),
  folderName: entityOf(folderNameSchema),
  pxQuestion: entityOf(pxQuestionSchema),
  survey: entityOf(surveySchema),
  releaseRequest: entityOf(releaseRequestSchema),
  reviewTask: entityOf(reviewTaskSchema),
  notification: entityOf(notificationSchema),
  profile: entityOf(profileSchema),
  profileField: entityOf(profileFieldSchema),
  resource: entityOf(resourceSchema),
  resourceLink: entityOf(resourceLinkSchema),
  elementResource: entityOf(elementResourceSchema),
  roleDescriptor: entityOf(roleDescriptorSchema),
  roleAssessment: entityOf(roleAssessmentSchema),
  elementAttachments: entityOf(elementAttachmentsSchema),
  comment: entityOf(commentSchema),
  commentRef: entityOf(commentRefSchema),
  elementDescription: entityOf(elementDescriptionSchema),
  elementDocument: entityOf(elementDocumentSchema),
  question: entityOf(questionSchema),
  shareLink: entityOf(shareLinkSchema),
  modelShareLink: entityOf(modelShareLinkSchema),
  evaluationPoint: entityOf(evaluationPointSchema),
  anonymitySettings: entityOf(anonymitySettingsSchema),
  firstSteps: entityOf(firstStepsSchema),
  mailDomainSettings: entityOf(mailDomainSettingsSchema),
  participationLink: entityOf(participationLinkSchema),
  participationRecipient: entityOf(participationRecipientSchema),
  memberSurvey: entityOf(memberSurveySchema),
  participationDraft: entityOf(participationDraftSchema),
  submittedAnswer: entityOf(submittedAnswerSchema),
  surveyFreeText: entityOf(surveyFreeTextSchema),
  surveyFreeTextBatch: entityOf(surveyFreeTextBatchSchema),
  surveyAnswerBatch: entityOf(surveyAnswerBatchSchema),
  surveyRoundCounters: entityOf(surveyRoundCountersSchema),
  measure: entityOf(measureSchema),
  checklist: entityOf(checklistSchema),
  riskAssessment: entityOf(riskAssessmentSchema),
  riskAssessmentHistory: entityOf(riskAssessmentHistorySchema),
  pxElementQuestion: entityOf(pxElementQuestionSchema),
  pxModelQuestionCount: entityOf(pxModelQuestionCountSchema),
  legalPage: entityOf(legalPageSchema),
  tenantDeletionRecord: entityOf(tenantDeletionRecordSchema),
  worksCouncilSettings: entityOf(worksCouncilSettingsSchema),
  evaluationAccess: entityOf(evaluationAccessSchema),
  retentionSettings: entityOf(retentionSettingsSchema),
  retentionLog: entityOf(retentionLogSchema),
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
