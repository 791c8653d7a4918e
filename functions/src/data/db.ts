import { Entity, Service } from 'electrodb';
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
 * One ElectroDB Service over the one table; the entities are defined per bounded context in
 * data/entities/ (docs/vocabulary.md). The records of one model (history, element numbers and
 * their reservations, subprocess links) share the partition `modelRecordsKey` and form the
 * collection `modelRecords`, read or deleted together.
 */
function createDb(table: string) {
  const config = { table, client: documentClient };
  return new Service(
    {
      client: new Entity(clientSchema, config),
      user: new Entity(userSchema, config),
      membership: new Entity(membershipSchema, config),
      role: new Entity(roleSchema, config),
      authToken: new Entity(authTokenSchema, config),
      authTokenRef: new Entity(authTokenRefSchema, config),
      loginGuard: new Entity(loginGuardSchema, config),
      counter: new Entity(counterSchema, config),
      helpTicket: new Entity(helpTicketSchema, config),
      lessonProgress: new Entity(lessonProgressSchema, config),
      folder: new Entity(folderSchema, config),
      audit: new Entity(auditSchema, config),
      model: new Entity(modelSchema, config),
      history: new Entity(historySchema, config),
      elementNumber: new Entity(elementNumberSchema, config),
      subprocessLink: new Entity(subprocessLinkSchema, config),
      customElement: new Entity(customElementSchema, config),
      elementNumberValue: new Entity(elementNumberValueSchema, config),
      authState: new Entity(authStateSchema, config),
      resetMails: new Entity(resetMailsSchema, config),
      invitation: new Entity(invitationSchema, config),
      folderName: new Entity(folderNameSchema, config),
      pxQuestion: new Entity(pxQuestionSchema, config),
      survey: new Entity(surveySchema, config),
      releaseRequest: new Entity(releaseRequestSchema, config),
      reviewTask: new Entity(reviewTaskSchema, config),
      notification: new Entity(notificationSchema, config),
      profile: new Entity(profileSchema, config),
      profileField: new Entity(profileFieldSchema, config),
      resource: new Entity(resourceSchema, config),
      resourceLink: new Entity(resourceLinkSchema, config),
      elementResource: new Entity(elementResourceSchema, config),
      roleDescriptor: new Entity(roleDescriptorSchema, config),
      roleAssessment: new Entity(roleAssessmentSchema, config),
      elementAttachments: new Entity(elementAttachmentsSchema, config),
      comment: new Entity(commentSchema, config),
      commentRef: new Entity(commentRefSchema, config),
      elementDescription: new Entity(elementDescriptionSchema, config),
      elementDocument: new Entity(elementDocumentSchema, config),
      question: new Entity(questionSchema, config),
      shareLink: new Entity(shareLinkSchema, config),
      modelShareLink: new Entity(modelShareLinkSchema, config),
      evaluationPoint: new Entity(evaluationPointSchema, config),
      anonymitySettings: new Entity(anonymitySettingsSchema, config),
      firstSteps: new Entity(firstStepsSchema, config),
      mailDomainSettings: new Entity(mailDomainSettingsSchema, config),
      participationLink: new Entity(participationLinkSchema, config),
      participationRecipient: new Entity(participationRecipientSchema, config),
      memberSurvey: new Entity(memberSurveySchema, config),
      participationDraft: new Entity(participationDraftSchema, config),
      submittedAnswer: new Entity(submittedAnswerSchema, config),
      surveyFreeText: new Entity(surveyFreeTextSchema, config),
      surveyFreeTextBatch: new Entity(surveyFreeTextBatchSchema, config),
      surveyAnswerBatch: new Entity(surveyAnswerBatchSchema, config),
      surveyRoundCounters: new Entity(surveyRoundCountersSchema, config),
      measure: new Entity(measureSchema, config),
      checklist: new Entity(checklistSchema, config),
      riskAssessment: new Entity(riskAssessmentSchema, config),
      riskAssessmentHistory: new Entity(riskAssessmentHistorySchema, config),
      pxElementQuestion: new Entity(pxElementQuestionSchema, config),
      pxModelQuestionCount: new Entity(pxModelQuestionCountSchema, config),
      legalPage: new Entity(legalPageSchema, config),
      tenantDeletionRecord: new Entity(tenantDeletionRecordSchema, config),
      worksCouncilSettings: new Entity(worksCouncilSettingsSchema, config),
      evaluationAccess: new Entity(evaluationAccessSchema, config),
      retentionSettings: new Entity(retentionSettingsSchema, config),
      retentionLog: new Entity(retentionLogSchema, config),
    },
    config,
  );
}

export type Db = ReturnType<typeof createDb>;

let db: Db | undefined;

/** The entities over the one table, created on first use (after the environment is set). */
export function getDb(): Db {
  db ??= createDb(setting('tableName'));
  return db;
}
