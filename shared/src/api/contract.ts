/**
 * The typed contract of every route, by the route table's name: its path parameters (from the
 * table's path), query, body and response. Type-only: the schemas are imported with `import type`,
 * so a client that uses these types (the SPA) bundles no zod. Bodies and queries are the schemas'
 * inputs (`z.input`), what a caller may send; the handler sees the parsed output.
 */
import type * as z from 'zod/mini';
import type { tenantDeletionRequest } from '../privacy/tenantDeletion.js';
import type { TenantExportResponse } from '../privacy/tenantExport.js';
import type * as admin from './contracts/admin.js';
import type * as auth from './contracts/auth.js';
import type * as checklists from './contracts/checklists.js';
import type { OkResponse } from './contracts/common.js';
import type * as elementContent from './contracts/elementContent.js';
import type * as elements from './contracts/elements.js';
import type * as evaluation from './contracts/evaluation.js';
import type * as folders from './contracts/folders.js';
import type * as help from './contracts/help.js';
import type * as history from './contracts/history.js';
import type * as legal from './contracts/legal.js';
import type * as measures from './contracts/measures.js';
import type * as modelling from './contracts/modelling.js';
import type * as models from './contracts/models.js';
import type * as notifications from './contracts/notifications.js';
import type * as onboarding from './contracts/onboarding.js';
import type * as participation from './contracts/participation.js';
import type * as processSurveys from './contracts/processSurveys.js';
import type * as profiles from './contracts/profiles.js';
import type * as pxModel from './contracts/pxModel.js';
import type * as questions from './contracts/questions.js';
import type * as questionsPx from './contracts/questionsPx.js';
import type * as release from './contracts/release.js';
import type * as resources from './contracts/resources.js';
import type * as retention from './contracts/retention.js';
import type * as risk from './contracts/riskAssessment.js';
import type * as sharing from './contracts/sharing.js';
import type * as surveyLifecycle from './contracts/surveyLifecycle.js';
import type * as surveys from './contracts/surveys.js';
import type * as users from './contracts/users.js';
import type * as worksCouncil from './contracts/worksCouncil.js';
import type { RouteName, RoutePathParams } from './routes.js';

/** How a route's body travels when it is not JSON. */
export type BodyEncoding = 'form' | 'multipart';

/** One route's request and answer; `void` is an empty answer (204), `never` no body at all. */
export interface RouteContract {
  readonly query: Readonly<Record<string, string | number | boolean | undefined>> | undefined;
  readonly body: unknown;
  readonly response: unknown;
  readonly encoding?: BodyEncoding;
}

interface Call<Response, Body = never, Query = undefined> {
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
}
interface FormCall<Response, Body> extends Call<Response, Body> {
  readonly encoding: 'form';
}
interface MultipartCall<Response> extends Call<Response, FormData> {
  readonly encoding: 'multipart';
}
type In<S extends z.ZodMiniType> = z.input<S>;

/** Still answered 501 by the placeholder; typed when its issue lands. */
type NotYetBuilt = Call<unknown, unknown, RouteContract['query']>;

/** The uuid of a created model. */
interface CreatedModel {
  readonly uuid: string;
}
/** User ids a model or folder is shared with. */
type SharedUserIds = string[];

/** Routes with a handler, by name. */
interface BuiltContracts {
  // auth
  postAuthenticate: FormCall<auth.LoginResponse, In<typeof auth.loginRequest>>;
  postAuthenticateRefresh: Call<auth.RefreshResponse, In<typeof auth.refreshRequest>>;
  postAuthenticateResetPassword: Call<OkResponse, In<typeof auth.resetPasswordRequest>>;
  postAuthenticateAuthToken: FormCall<OkResponse, In<typeof auth.setPasswordRequest>>;
  postAuthenticateAuthTokenCheck: FormCall<OkResponse, In<typeof auth.checkAuthTokenRequest>>;
  // users
  getUserById: Call<users.UserDetails>;
  getUserClients: Call<users.ClientSummary[]>;
  postUserClient: Call<users.SwitchClientResponse, In<typeof users.switchClientRequest>>;
  getUserRoles: Call<users.RoleDetails[]>;
  getRoleByX: Call<users.RoleCheck>;
  getUserReleaseNotes: Call<users.ReleaseNotesState>;
  putUserReleaseNotes: Call<void, In<typeof users.acknowledgeReleaseNotesRequest>>;
  postHelpTicket: Call<help.Ticket, In<typeof help.createTicketRequest>>;
  postHelpScreenshot: Call<help.ScreenshotUpload, In<typeof help.screenshotUploadRequest>>;
  getHelpTicket: Call<help.TicketList>;
  putHelpTicketById: Call<help.Ticket, In<typeof help.updateTicketRequest>>;
  postHelpTicketByIdReply: Call<help.Ticket, In<typeof help.replyTicketRequest>>;
  getHelpTicketByIdScreenshot: Call<{ readonly url: string }>;
  getHelpLesson: Call<help.LessonList>;
  putHelpLessonByIdProgress: Call<help.LessonProgress, In<typeof help.lessonProgressRequest>>;
  getUser: Call<users.ManagedUser[]>;
  postUserAdd: Call<users.ManagedUser, In<typeof users.addUserRequest>>;
  /** The updated user, or 0 when the e-mail belongs to another user. */
  putUser: Call<users.ManagedUser | 0, In<typeof users.updateUserRequest>>;
  postUserJoin: Call<users.JoinClientResponse, In<typeof users.joinClientRequest>>;
  /** Art. 17 DSGVO: 204. */
  deleteUserById: Call<void>;
  /** Art. 15/20 DSGVO: the ZIP itself (binary), or `{ url }` when it is too large for an answer. */
  getUserExport: Call<{ url: string }>;
  getLegalByPage: Call<legal.LegalPageView>;
  getClientByIdExport: Call<TenantExportResponse>;
  /** The tenant with its requested deletion. */
  postClientByIdDeletion: Call<admin.ClientDetails, In<typeof tenantDeletionRequest>>;
  /** The tenant without the cancelled request. */
  deleteClientByIdDeletion: Call<admin.ClientDetails>;
  putLegalByPage: Call<legal.LegalPageView, In<typeof legal.legalPageRequest>>;
  // admin
  getClientColor: Call<admin.ClientColor>;
  getClientIcon: Call<admin.ClientIcon>;
  getPermission: Call<admin.PermissionInfo[]>;
  postPermission: Call<users.RoleDetails, In<typeof admin.setPermissionRequest>>;
  getPermissionProcess: Call<admin.PermissionInfo[]>;
  postRole: Call<users.RoleDetails, In<typeof admin.createRoleRequest>>;
  getRole: Call<users.RoleDetails[]>;
  deleteRoleById: Call<void>;
  getClient: Call<admin.ClientDetails[]>;
  postClient: Call<admin.ClientDetails, In<typeof admin.createClientRequest>>;
  postClientState: Call<admin.ClientDetails, In<typeof admin.clientStateRequest>>;
  postClientIntegration: Call<admin.IntegrationSettings, In<typeof admin.integrationRequest>>;
  getClientIntegration: Call<admin.IntegrationSettings, never, { readonly clientId: number }>;
  getClientIntegrationState: Call<unknown>;
  getAudit: Call<admin.AuditEntry[]>;
  getClientMailDomains: Call<admin.MailDomainSettings>;
  putClientMailDomains: Call<admin.MailDomainSettings, In<typeof admin.mailDomainsRequest>>;
  getClientRetention: Call<retention.RetentionSettings>;
  putClientRetention: Call<retention.RetentionSettings, In<typeof retention.retentionSettingsRequest>>;
  getClientRetentionLog: Call<retention.RetentionLogEntry[]>;
  getClientSurveyRecipientDomains: Call<admin.SurveyRecipientDomains[]>;
  // folders
  postFolder: Call<{ readonly id: string }, In<typeof folders.saveFolderRequest>>;
  getFolder: Call<folders.FolderDetails[]>;
  putFolderByIdAdd: Call<void, In<typeof folders.addToFolderRequest>>;
  putFolderById: Call<void, In<typeof folders.saveFolderRequest>>;
  deleteFolderById: Call<void>;
  postFolderInit: Call<{ readonly id: string }>;
  getFolderSharedById: Call<SharedUserIds>;
  postFolderSharedById: Call<SharedUserIds, In<typeof folders.shareFolderRequest>>;
  getFolderProcessByIdPermissionByP: Call<unknown>;
  // models
  postBpmnFileByName: Call<CreatedModel, never, In<typeof models.createModelQuery>>;
  /** Multipart with `uploadedFile` and `folderId`. */
  postBpmnUpload: MultipartCall<CreatedModel>;
  getBpmn: Call<models.ProcessSummary[]>;
  getBpmnByUuid: Call<models.ProcessModel>;
  putBpmnByUuid: Call<models.SaveModelResponse, In<typeof models.saveModelRequest>>;
  deleteBpmnByUuid: Call<void>;
  getBpmnByUuidInformation: Call<unknown>;
  getBpmnByUuidAttachments: Call<elements.ElementAttachments[]>;
  getBpmnCharacteristic: Call<models.ProcessSummary[]>;
  getBpmnByUuidLastEditor: Call<models.ModelLastEdit>;
  putBpmnByUuidFilename: Call<void, In<typeof models.renameModelRequest>>;
  putBpmnByUuidInitiator: Call<void, In<typeof models.transferModelRequest>>;
  postBpmnByUuidEditMode: Call<models.EditModeState, In<typeof models.editModeRequest>>;
  postBpmnByUuidLink: Call<void, In<typeof models.linkRequest>>;
  getBpmnByUuidLink: Call<models.SubprocessLink[]>;
  // sharing
  postBpmnByUuidSharedUser: Call<SharedUserIds, In<typeof sharing.shareModelRequest>>;
  getBpmnByUuidSharedUser: Call<SharedUserIds>;
  deleteBpmnByUuidSharedUserByUserId: Call<SharedUserIds>;
  postBpmnByUuidShareLink: Call<sharing.ShareLinkState>;
  getBpmnByUuidShareLink: Call<sharing.ShareLinkState>;
  deleteBpmnByUuidShareLink: Call<sharing.ShareLinkState>;
  getShareByToken: Call<models.ProcessModel>;
  putShareByToken: Call<models.SaveModelResponse, In<typeof models.saveModelRequest>>;
  getShareByTokenInformation: Call<unknown>;
  postShareByTokenEditMode: Call<models.EditModeState, In<typeof models.editModeRequest>>;
  // questions
  postBpmnByUuidElementByIdQuestion: Call<questions.ElementQuestion, In<typeof questions.askQuestionRequest>>;
  getBpmnByUuidElementById: Call<questions.ElementQuestion[]>;
  postBpmnQuestionByIdAnswer: Call<questions.ElementQuestion, In<typeof questions.answerQuestionRequest>>;
  getUserQuestions: Call<questions.UserQuestion[]>;
  getUserNotifications: Call<notifications.UserNotifications>;
  putUserNotificationsByIdRead: Call<void>;
  getUserFirstSteps: Call<onboarding.FirstStepsState>;
  deleteUserFirstSteps: Call<void>;
  getUserQuestionsByIdModel: Call<questions.QuestionModel>;
  // history
  getBpmnByUuidHistory: Call<history.HistoryEntry[]>;
  getBpmnByUuidHistoryCommitByHash: Call<history.HistoryVersion>;
  putBpmnByUuidHistoryCommitByHash: Call<models.SaveModelResponse>;
  // elements
  postElementNumber: Call<elements.ElementNumber[], In<typeof elements.elementNumberRequest>>;
  putElementNumber: Call<elements.ElementNumber[], In<typeof elements.elementNumberRequest>>;
  getElementNumberBpmnByUuid: Call<elements.ElementNumber[]>;
  deleteElementNumberBpmnByUuid: Call<void>;
  getElementNumberElementById: Call<unknown, never, { readonly uuid: string }>;
  deleteElementNumberElementById: Call<void, never, { readonly uuid: string }>;
  putElementNumberBpmnByUuid: Call<
    elements.ElementNumberBatchResult,
    In<typeof elements.elementNumberBatchRequest>
  >;
  // element content
  postComment: Call<elementContent.ElementComment, In<typeof elementContent.createCommentRequest>>;
  getCommentBpmnByUuidElementById: Call<elementContent.ElementComment[]>;
  deleteCommentById: Call<void>;
  /** Multipart with `file` (up to 4 MB; larger files: …/document/upload then …/confirm). */
  postBpmnByUuidElementByIdDocument: MultipartCall<elementContent.ElementDocument>;
  postBpmnByUuidElementByIdDocumentUpload: Call<
    elementContent.DocumentUploadSlot,
    In<typeof elementContent.documentUploadRequest>
  >;
  postBpmnByUuidElementByIdDocumentByDocIdConfirm: Call<
    elementContent.ElementDocument,
    In<typeof elementContent.documentConfirmRequest>
  >;
  getBpmnByUuidElementByIdDocument: Call<elementContent.ElementDocument[]>;
  /** With `link: '1'` the presigned download URL as JSON; without it a 302 to that URL. */
  getBpmnByUuidElementByIdDocumentByDocId: Call<
    elementContent.DocumentDownloadLink,
    never,
    { readonly link?: '1' | 'true' }
  >;
  deleteBpmnByUuidElementByIdDocumentByDocId: Call<void>;
  postElementDescription: Call<
    elementContent.ElementDescription | null,
    In<typeof elementContent.createDescriptionRequest>
  >;
  putElementDescription: Call<
    elementContent.ElementDescription | null,
    In<typeof elementContent.updateDescriptionRequest>
  >;
  getElementDescriptionBpmnByUuidElementByElementId: Call<elementContent.ElementDescription | null>;
  getElementDescriptionBpmnByUuid: Call<elementContent.ElementDescription[]>;
  // modelling
  getCustomModelingEndpoint: Call<modelling.CustomElement[]>;
  postCustomModelingEndpoint: Call<modelling.CustomElement, In<typeof modelling.customElementRequest>>;
  deleteCustomModelingEndpointById: Call<void>;
  // release
  putBpmnByUuidReleaseEnabled: Call<void, In<typeof release.releaseEnabledRequest>>;
  putBpmnByUuidReviewDueAt: Call<
    { readonly reviewDueAt: string | null },
    In<typeof release.reviewDueAtRequest>
  >;
  postBpmnRelease: Call<release.ReleaseRequest, In<typeof release.releaseRequestBody>>;
  putBpmnReleaseByUuid: Call<models.SaveModelResponse, In<typeof release.interimSaveRequest>>;
  getBpmnReleaseByUuid: Call<release.ReleaseRequest[]>;
  getBpmnReleaseByUuidReviewById: Call<release.ReleaseReview>;
  getBpmnReleaseByUuidReviewer: Call<release.ModelReviewer>;
  getBpmnReleaseReviewer: Call<release.ReviewTask[]>;
  postBpmnReleaseReview: Call<release.ReviewDecision, In<typeof release.reviewDecisionRequest>>;
  // reports: the answer is a PDF, read as a Blob (see the web's create-report).
  postBpmnByUuidReport: Call<Blob>;
  // questions-px
  postPxQuestion: Call<questionsPx.PxQuestion, In<typeof questionsPx.createPxQuestionRequest>>;
  deletePxQuestionById: Call<void>;
  putPxQuestionById: Call<questionsPx.PxQuestion, In<typeof questionsPx.updatePxQuestionRequest>>;
  deletePxQuestionPBById: Call<void>;
  getPxQuestion: Call<questionsPx.PxQuestion[]>;
  getPxQuestionOverview: Call<questionsPx.PxQuestion[]>;
  getPxQuestionOverviewPB: Call<questionsPx.PxQuestion[]>;
  getPxQuestionModuleByModule: Call<questionsPx.PxQuestion[]>;
  getPxQuestionProcess: Call<questionsPx.PxQuestion[]>;
  getPxQuestionProcessByUuid: Call<questionsPx.PxQuestion[]>;
  getPxQuestionRole: Call<questionsPx.PxQuestion[]>;
  getPxQuestionUser: Call<questionsPx.PxQuestion[]>;
  getPxQuestionTypes: Call<questionsPx.PxElementType[]>;
  getPxQuestionTypeByType: Call<questionsPx.PxQuestion[]>;
  getQuestionElementById: Call<questionsPx.PxQuestion[]>;
  // px-model: PX questions on a model's elements
  postPxBpmnByUuidElementByIdQuestionByQid: Call<pxModel.PxElementQuestion[]>;
  deletePxBpmnByUuidElementByIdQuestionByQid: Call<pxModel.PxElementQuestion[]>;
  getPxBpmnByUuidElementById: Call<pxModel.PxElementQuestion[]>;
  getPxBpmnByUuid: Call<pxModel.PxModelQuestions>;
  getQuestionElementByIdUuidByUuid: Call<questionsPx.PxQuestion[]>;
  // surveys
  postPxSurvey: Call<surveys.SurveyDetails, In<typeof surveys.createSurveyRequest>>;
  getPxSurvey: Call<surveys.SurveySummary[]>;
  getPxSurveyModuleByModule: Call<surveys.SurveySummary[]>;
  getPxSurveyById: Call<surveys.SurveyDetails>;
  deletePxSurveyById: Call<void>;
  postPxSurveyArchive: Call<surveys.SurveySummary, In<typeof surveys.archiveSurveyRequest>>;
  getPxSurveyArchive: Call<surveys.SurveySummary[]>;
  // survey lifecycle
  postPxSurveyFinish: Call<surveyLifecycle.SurveyJobStarted, In<typeof surveyLifecycle.finishSurveyRequest>>;
  postPxSurveyResend: Call<surveyLifecycle.SurveyRoundOpened, In<typeof surveyLifecycle.resendSurveyRequest>>;
  postPxEvaluationTimestamp: Call<
    surveyLifecycle.SurveyJobStarted,
    In<typeof surveyLifecycle.evaluationPointRequest>
  >;
  postPxEvaluationProcessTimestamp: Call<
    surveyLifecycle.SurveyJobStarted,
    In<typeof surveyLifecycle.processEvaluationPointRequest>
  >;
  getPxEvaluationProcessByUuidTimestamp: Call<surveyLifecycle.ProcessEvaluationPoint[]>;
  // process surveys of a model (PX overview in the modeller)
  getPxSurveyBpmnByUuid: Call<processSurveys.ModelProcessSurvey[]>;
  postPxSurveySend: Call<participation.SendSurveyResponse, In<typeof participation.sendSurveyRequest>>;
  getUserSurveyById: Call<participation.UserSurveyParticipation>;
  getUserSurvey: Call<participation.OpenSurvey[]>;
  // participation (public, by personal token)
  getParticipationByToken: Call<participation.ParticipationView>;
  putParticipationByToken: Call<
    participation.ParticipationSaved,
    In<typeof participation.saveParticipationRequest>
  >;
  postParticipationByTokenSubmit: Call<
    participation.ParticipationSaved,
    In<typeof participation.submitParticipationRequest>
  >;
  // profiles
  postProcessCharacteristic: Call<profiles.ProcessProfile, In<typeof profiles.profileRequest>>;
  getProcessCharacteristic: Call<profiles.ProcessProfile[]>;
  putProcessCharacteristic: Call<profiles.ProcessProfile, In<typeof profiles.profileRequest>>;
  deleteProcessCharacteristicById: Call<void>;
  postProcessCharacteristicField: Call<profiles.ProfileField, In<typeof profiles.profileFieldRequest>>;
  getProcessCharacteristicField: Call<profiles.ProfileField[]>;
  postProcessCharacteristicConnect: Call<profiles.ProcessProfile, In<typeof profiles.connectProfileRequest>>;
  getProcessCharacteristicMap: Call<profiles.ProcessMapData>;
  // resources (process objects, their links to elements, role characteristics)
  postConnectedRessource: Call<resources.ConnectedResource, In<typeof resources.createResourceRequest>>;
  getConnectedRessource: Call<resources.ConnectedResource[], never, In<typeof resources.listResourcesQuery>>;
  putConnectedRessource: Call<resources.ConnectedResource, In<typeof resources.updateResourceRequest>>;
  getConnectedRessourceRessourceTypeByType: Call<resources.ConnectedResource[]>;
  deleteConnectedRessourceById: Call<void>;
  postConnectRessourceToModelElement: Call<resources.ResourceLink, In<typeof resources.linkResourceRequest>>;
  getConnectRessourceToModelElementRessourceIdById: Call<resources.ResourceLink[]>;
  deleteConnectRessourceToModelElementElementById: Call<void, never, In<typeof resources.unlinkElementQuery>>;
  getConnectedRessourceRoleCharacteristicTypes: Call<resources.RoleCharacteristicTypeInfo[]>;
  getConnectedRessourceRoleCharacteristicDescriptor: Call<
    resources.RoleDescriptor[],
    never,
    In<typeof resources.roleQuery>
  >;
  postConnectedRessourceRoleCharacteristicDescriptor: Call<
    resources.RoleDescriptor,
    In<typeof resources.createDescriptorRequest>
  >;
  getConnectedRessourceRoleCharacteristic: Call<
    resources.RoleCharacteristic[],
    never,
    In<typeof resources.roleQuery>
  >;
  getConnectedRessourceRoleCharacteristicAssessmentById: Call<resources.RoleAssessment[]>;
  postConnectedRessourceRoleCharacteristicAssessmentById: Call<
    resources.RoleAssessment,
    In<typeof resources.createAssessmentRequest>
  >;
  // evaluation
  getPxEvaluationBySurveyId: Call<evaluation.EvaluationSummary[]>;
  getPxEvaluationTimestampByIdModuleByModule: Call<
    evaluation.ModuleEvaluation[],
    never,
    In<typeof evaluation.moduleEvaluationQuery>
  >;
  getPxEvaluationModuleByModule: Call<evaluation.DashboardEvaluation[]>;
  getPxSurveyByIdAnswers: Call<evaluation.CustomSurveyAnswers>;
  getPxEvaluationSettings: Call<evaluation.AnonymitySettingsView>;
  putPxEvaluationSettings: Call<
    evaluation.AnonymitySettingsView,
    In<typeof evaluation.anonymitySettingsRequest>
  >;
  /** The evaluation as CSV or Excel file (read as a Blob), or `{ url }` when it is too large. */
  getPxEvaluationBySurveyIdExportByFormat: Call<{ url: string }>;
  // the works council: approval setting, access log, approval of a questionnaire
  getPxEvaluationWorksCouncil: Call<worksCouncil.WorksCouncilSettings>;
  putPxEvaluationWorksCouncil: Call<
    worksCouncil.WorksCouncilSettings,
    In<typeof worksCouncil.worksCouncilSettingsRequest>
  >;
  getPxEvaluationAccessLog: Call<worksCouncil.AccessLogEntry[]>;
  putPxSurveyByIdApproval: Call<surveys.SurveySummary>;
  // measures plan and evaluation PDF
  getPxMeasure: Call<measures.Measure[], never, In<typeof measures.listMeasuresQuery>>;
  getPxMeasureMembers: Call<measures.MeasureMember[]>;
  postPxMeasure: Call<measures.Measure, In<typeof measures.createMeasureRequest>>;
  putPxMeasureById: Call<measures.Measure, In<typeof measures.updateMeasureRequest>>;
  deletePxMeasureById: Call<void>;
  /** The latest evaluation point with its measures as an A4 PDF, read as a Blob. */
  postPxEvaluationBySurveyIdReport: Call<Blob>;
  // checklists of the innovation processes
  getChecklist: Call<checklists.ChecklistSummary[]>;
  postChecklist: Call<checklists.CreatedChecklist, In<typeof checklists.createChecklistRequest>>;
  getChecklistById: Call<checklists.Checklist>;
  postChecklistById: Call<checklists.Checklist, In<typeof checklists.saveChecklistRequest>>;
  deleteChecklistById: Call<void>;
  postChecklistSurveyModuleByModuleIdByChecklistId: Call<
    checklists.Checklist,
    In<typeof checklists.connectChecklistSurveyRequest>
  >;
  // psychological risk assessment (GDA)
  getRiskAssessment: Call<risk.RiskAssessmentSummary[]>;
  postRiskAssessment: Call<risk.RiskAssessment, In<typeof risk.createRiskAssessmentRequest>>;
  getRiskAssessmentById: Call<risk.RiskAssessment>;
  putRiskAssessmentById: Call<risk.RiskAssessment, In<typeof risk.updateRiskAssessmentRequest>>;
  deleteRiskAssessmentById: Call<void>;
  putRiskAssessmentByIdStepByStep: Call<risk.RiskAssessment, In<typeof risk.updateRiskStepRequest>>;
  putRiskAssessmentByIdElements: Call<risk.RiskAssessment, In<typeof risk.pickRiskElementsRequest>>;
  putRiskAssessmentByIdSurveys: Call<risk.RiskAssessment, In<typeof risk.linkRiskSurveysRequest>>;
  getRiskAssessmentByIdStrain: Call<risk.RiskStrain>;
  putRiskAssessmentByIdJudgement: Call<risk.RiskAssessment, In<typeof risk.judgeRiskRequest>>;
  postRiskAssessmentByIdMeasure: Call<risk.RiskAssessment, In<typeof risk.riskMeasureRequest>>;
  putRiskAssessmentByIdMeasureByMeasureId: Call<risk.RiskAssessment, In<typeof risk.riskMeasureRequest>>;
  deleteRiskAssessmentByIdMeasureByMeasureId: Call<risk.RiskAssessment>;
  getRiskAssessmentModel: Call<risk.RiskModelOption[]>;
  getRiskAssessmentModelByUuid: Call<risk.RiskModelElements>;
  /** The documentation as an A4 PDF (stored as a new version), read as a Blob. */
  postRiskAssessmentByIdReport: Call<Blob>;
  /** One stored version of the documentation (the PDF as it was exported), read as a file. */
  getRiskAssessmentByIdReportByVersion: Call<Blob>;
}

/** Every route of the table: built ones with their types, the rest as placeholders. */
export type RouteContracts = {
  readonly [N in RouteName]: N extends keyof BuiltContracts ? BuiltContracts[N] : NotYetBuilt;
};

/** Names in the built map that the route table does not know; `never` (a test checks it). */
export type UnknownContractNames = Exclude<keyof BuiltContracts, RouteName>;

export type RouteQuery<N extends RouteName> = RouteContracts[N]['query'];
export type RouteBody<N extends RouteName> = RouteContracts[N]['body'];
export type RouteResponse<N extends RouteName> = RouteContracts[N]['response'];
export type { RoutePathParams };

/** Routes whose body is sent as form fields (the sign-in calls of the spec). */
export type FormRouteName = {
  [N in RouteName]: RouteContracts[N] extends { readonly encoding: 'form' } ? N : never;
}[RouteName];
