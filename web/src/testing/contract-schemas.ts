import * as schemas from '@prozesspuls/shared';
import type { RouteBody, RouteQuery } from '@prozesspuls/shared/contract';
import type { RouteName } from '@prozesspuls/shared/routes';
import type { z } from 'zod/mini';

/**
 * The request schemas of the contracts, by route name, for the component tests' stand-in API:
 * it checks each body (and query) the screen sends against the schema the real handler parses.
 * The contract types are type-only (the SPA bundles no zod), so the schemas are listed here; the
 * map's type demands one for every route whose contract body is a schema's input, and each must
 * accept exactly the contract's body type, so a contract change breaks the type-check here.
 */

/** Routes whose contract body is JSON or form fields typed by a schema (not empty, not multipart, not yet built). */
type SchemaBodyRouteName = {
  [N in RouteName]: [RouteBody<N>] extends [never]
    ? never
    : unknown extends RouteBody<N>
      ? never
      : RouteBody<N> extends FormData
        ? never
        : N;
}[RouteName];

export const REQUEST_BODY_SCHEMAS: {
  readonly [N in SchemaBodyRouteName]: z.ZodMiniType<unknown, RouteBody<N>>;
} = {
  postAuthenticate: schemas.loginRequest,
  postAuthenticateRefresh: schemas.refreshRequest,
  postAuthenticateResetPassword: schemas.resetPasswordRequest,
  postAuthenticateAuthToken: schemas.setPasswordRequest,
  postAuthenticateAuthTokenCheck: schemas.checkAuthTokenRequest,
  postUserClient: schemas.switchClientRequest,
  putUserReleaseNotes: schemas.acknowledgeReleaseNotesRequest,
  postHelpTicket: schemas.createTicketRequest,
  postHelpScreenshot: schemas.screenshotUploadRequest,
  putHelpTicketById: schemas.updateTicketRequest,
  postHelpTicketByIdReply: schemas.replyTicketRequest,
  putHelpLessonByIdProgress: schemas.lessonProgressRequest,
  postUserAdd: schemas.addUserRequest,
  putUser: schemas.updateUserRequest,
  postUserJoin: schemas.joinClientRequest,
  putLegalByPage: schemas.legalPageRequest,
  postClientByIdDeletion: schemas.tenantDeletionRequest,
  postPermission: schemas.setPermissionRequest,
  postRole: schemas.createRoleRequest,
  postClient: schemas.createClientRequest,
  postClientState: schemas.clientStateRequest,
  postClientIntegration: schemas.integrationRequest,
  putClientMailDomains: schemas.mailDomainsRequest,
  postFolder: schemas.saveFolderRequest,
  putFolderByIdAdd: schemas.addToFolderRequest,
  putFolderById: schemas.saveFolderRequest,
  postFolderSharedById: schemas.shareFolderRequest,
  putBpmnByUuid: schemas.saveModelRequest,
  putBpmnByUuidFilename: schemas.renameModelRequest,
  putBpmnByUuidInitiator: schemas.transferModelRequest,
  postBpmnByUuidEditMode: schemas.editModeRequest,
  postBpmnByUuidLink: schemas.linkRequest,
  postBpmnByUuidSharedUser: schemas.shareModelRequest,
  putShareByToken: schemas.saveModelRequest,
  postShareByTokenEditMode: schemas.editModeRequest,
  postBpmnByUuidElementByIdQuestion: schemas.askQuestionRequest,
  postBpmnQuestionByIdAnswer: schemas.answerQuestionRequest,
  postElementNumber: schemas.elementNumberRequest,
  putElementNumber: schemas.elementNumberRequest,
  putElementNumberBpmnByUuid: schemas.elementNumberBatchRequest,
  postComment: schemas.createCommentRequest,
  postBpmnByUuidElementByIdDocumentUpload: schemas.documentUploadRequest,
  postBpmnByUuidElementByIdDocumentByDocIdConfirm: schemas.documentConfirmRequest,
  postElementDescription: schemas.createDescriptionRequest,
  putElementDescription: schemas.updateDescriptionRequest,
  postCustomModelingEndpoint: schemas.customElementRequest,
  putBpmnByUuidReleaseEnabled: schemas.releaseEnabledRequest,
  putBpmnByUuidReviewDueAt: schemas.reviewDueAtRequest,
  postBpmnRelease: schemas.releaseRequestBody,
  putBpmnReleaseByUuid: schemas.interimSaveRequest,
  postBpmnReleaseReview: schemas.reviewDecisionRequest,
  postPxQuestion: schemas.createPxQuestionRequest,
  putPxQuestionById: schemas.updatePxQuestionRequest,
  postPxSurvey: schemas.createSurveyRequest,
  postPxSurveyArchive: schemas.archiveSurveyRequest,
  postPxSurveyFinish: schemas.finishSurveyRequest,
  postPxSurveyResend: schemas.resendSurveyRequest,
  postPxEvaluationTimestamp: schemas.evaluationPointRequest,
  postPxEvaluationProcessTimestamp: schemas.processEvaluationPointRequest,
  postPxSurveySend: schemas.sendSurveyRequest,
  putParticipationByToken: schemas.saveParticipationRequest,
  postParticipationByTokenSubmit: schemas.submitParticipationRequest,
  postProcessCharacteristic: schemas.profileRequest,
  putProcessCharacteristic: schemas.profileRequest,
  postProcessCharacteristicField: schemas.profileFieldRequest,
  postProcessCharacteristicConnect: schemas.connectProfileRequest,
  postConnectedRessource: schemas.createResourceRequest,
  putConnectedRessource: schemas.updateResourceRequest,
  postConnectRessourceToModelElement: schemas.linkResourceRequest,
  postConnectedRessourceRoleCharacteristicDescriptor: schemas.createDescriptorRequest,
  postConnectedRessourceRoleCharacteristicAssessmentById: schemas.createAssessmentRequest,
  putPxEvaluationSettings: schemas.anonymitySettingsRequest,
  putPxEvaluationWorksCouncil: schemas.worksCouncilSettingsRequest,
  putClientRetention: schemas.retentionSettingsRequest,
  postPxMeasure: schemas.createMeasureRequest,
  putPxMeasureById: schemas.updateMeasureRequest,
  postChecklist: schemas.createChecklistRequest,
  postChecklistById: schemas.saveChecklistRequest,
  postChecklistSurveyModuleByModuleIdByChecklistId: schemas.connectChecklistSurveyRequest,
  postRiskAssessment: schemas.createRiskAssessmentRequest,
  putRiskAssessmentById: schemas.updateRiskAssessmentRequest,
  putRiskAssessmentByIdStepByStep: schemas.updateRiskStepRequest,
  putRiskAssessmentByIdElements: schemas.pickRiskElementsRequest,
  putRiskAssessmentByIdSurveys: schemas.linkRiskSurveysRequest,
  putRiskAssessmentByIdJudgement: schemas.judgeRiskRequest,
  postRiskAssessmentByIdMeasure: schemas.riskMeasureRequest,
  putRiskAssessmentByIdMeasureByMeasureId: schemas.riskMeasureRequest,
};

/** Query schemas of the routes whose contract query is a schema's input (the others take none or plain values). */
export const REQUEST_QUERY_SCHEMAS: {
  readonly [N in RouteName]?: z.ZodMiniType<unknown, NonNullable<RouteQuery<N>>>;
} = {
  postBpmnFileByName: schemas.createModelQuery,
  getConnectedRessource: schemas.listResourcesQuery,
  deleteConnectRessourceToModelElementElementById: schemas.unlinkElementQuery,
  getConnectedRessourceRoleCharacteristicDescriptor: schemas.roleQuery,
  getConnectedRessourceRoleCharacteristic: schemas.roleQuery,
  getPxEvaluationTimestampByIdModuleByModule: schemas.moduleEvaluationQuery,
  getPxMeasure: schemas.listMeasuresQuery,
};
