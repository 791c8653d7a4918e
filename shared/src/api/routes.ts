import { type Access, type Area, accessOfRoute, type OverriddenRouteName } from './routeAccess.js';

export type { Access, Area } from './routeAccess.js';
export { accessOfRoute, routeNameOf } from './routeAccess.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  /** Stable name: the handler module, the Lambda's logical id and the web client use it. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path below the API root `/api`, with `{param}` placeholders as in the spec. */
  readonly path: string;
  readonly area: Area;
  readonly access: Access;
}

/**
 * Every API call of the product, declared once and grouped by area (the route folder in
 * `functions/src/routes/<area>/`). Infra creates one Lambda and one HTTP API route per entry, the
 * local gateway dispatches by it, and a test checks it against the spec's list. The spec writes
 * `POST /bpmn/release/` with a trailing slash; paths here never end in one. Beyond the spec's
 * list: getUserReleaseNotes/putUserReleaseNotes (release-notes acknowledgement),
 * postAuthenticateAuthTokenCheck, postUserJoin, postBpmnByUuidReport (report
 * PDF), getAudit (audit trail), postAuthenticateRefresh (token renewal),
 * post/get/deleteBpmnByUuidShareLink (create, show, revoke a model's share link),
 * getUserQuestionsByIdModel (the diagram of a question for its assignee in 'Meine Fragen'),
 * getUserSurvey (the member's open surveys), the public participation routes,
 * the help centre's support tickets and video lessons, putBpmnByUuidReviewDueAt (next
 * review date), get/putUserNotifications… (the notifications of release decisions), get/deleteUserFirstSteps (a
 * new client's first-steps checklist).
 */
const ROUTE_TABLE = {
  auth: {
    postAuthenticate: 'POST /authenticate',
    postAuthenticateAuthToken: 'POST /authenticate/authToken',
    postAuthenticateResetPassword: 'POST /authenticate/resetPassword',
    postAuthenticateAuthTokenCheck: 'POST /authenticate/authToken/check',
    postAuthenticateRefresh: 'POST /authenticate/refresh',
  },
  users: {
    getUserById: 'GET /user/{id}',
    getRoleByX: 'GET /role/{x}',
    postUserAdd: 'POST /user/add',
    getUser: 'GET /user',
    getUserRoles: 'GET /user/roles',
    putUser: 'PUT /user',
    getUserClients: 'GET /user/clients',
    postUserClient: 'POST /user/client',
    getUserReleaseNotes: 'GET /user/releaseNotes',
    putUserReleaseNotes: 'PUT /user/releaseNotes',
    // Beyond the spec's list: the help centre's support tickets.
    postHelpTicket: 'POST /help/ticket',
    postHelpScreenshot: 'POST /help/screenshot',
    getHelpTicket: 'GET /help/ticket',
    putHelpTicketById: 'PUT /help/ticket/{id}',
    postHelpTicketByIdReply: 'POST /help/ticket/{id}/reply',
    getHelpTicketByIdScreenshot: 'GET /help/ticket/{id}/screenshot',
    // The video lessons of 'BPMN Schulung' and each member's progress in them.
    getHelpLesson: 'GET /help/lesson',
    putHelpLessonByIdProgress: 'PUT /help/lesson/{id}/progress',
    postUserJoin: 'POST /user/join',
    // Beyond the spec's list: the requester's notifications of release decisions.
    getUserNotifications: 'GET /user/notifications',
    putUserNotificationsByIdRead: 'PUT /user/notifications/{id}/read',
    // Beyond the spec's list: a new client's first-steps checklist on the start page, and hiding it.
    getUserFirstSteps: 'GET /user/firstSteps',
    deleteUserFirstSteps: 'DELETE /user/firstSteps',
    // Beyond the spec's list (DSGVO): deleting a user (Art. 17) and the own data (Art. 15/20).
    deleteUserById: 'DELETE /user/{id}',
    getUserExport: 'GET /user/export',
    // Impressum, Datenschutzerklärung and AVV: one text per platform.
    getLegalByPage: 'GET /legal/{page}',
    putLegalByPage: 'PUT /legal/{page}',
    // Export of a whole tenant: only the platform superuser (the user flag, checked in the domain).
    getClientByIdExport: 'GET /client/{id}/export',
    // Two-step deletion of a whole tenant: request (after a waiting period) and cancel; only the
    // platform superuser (the user flag, checked in the domain).
    postClientByIdDeletion: 'POST /client/{id}/deletion',
    deleteClientByIdDeletion: 'DELETE /client/{id}/deletion',
  },
  questions: {
    getUserQuestions: 'GET /user/questions',
    postBpmnByUuidElementByIdQuestion: 'POST /bpmn/{uuid}/element/{id}/question',
    getBpmnByUuidElementById: 'GET /bpmn/{uuid}/element/{id}',
    postBpmnQuestionByIdAnswer: 'POST /bpmn/question/{id}/answer',
    getUserQuestionsByIdModel: 'GET /user/questions/{id}/model',
  },
  surveys: {
    getUserSurveyById: 'GET /user/survey/{id}',
    postPxSurvey: 'POST /px/survey',
    getPxSurvey: 'GET /px/survey',
    getPxSurveyModuleByModule: 'GET /px/survey/module/{module}',
    getPxSurveyById: 'GET /px/survey/{id}',
    deletePxSurveyById: 'DELETE /px/survey/{id}',
    postPxSurveySend: 'POST /px/survey/send',
    postPxSurveyArchive: 'POST /px/survey/archive',
    getPxSurveyArchive: 'GET /px/survey/archive',
    postPxSurveyFinish: 'POST /px/survey/finish',
    postPxSurveyResend: 'POST /px/survey/resend',
    getPxSurveyByIdAnswers: 'GET /px/survey/{id}/answers',
    // Beyond the spec: the works council approves a questionnaire.
    putPxSurveyByIdApproval: 'PUT /px/survey/{id}/approval',
    getUserSurvey: 'GET /user/survey',
  },
  modelling: {
    getCustomModelingEndpoint: 'GET /customModelingEndpoint',
    postCustomModelingEndpoint: 'POST /customModelingEndpoint',
    deleteCustomModelingEndpointById: 'DELETE /customModelingEndpoint/{id}',
  },
  folders: {
    postFolder: 'POST /folder',
    getFolder: 'GET /folder',
    putFolderByIdAdd: 'PUT /folder/{id}/add',
    putFolderById: 'PUT /folder/{id}',
    deleteFolderById: 'DELETE /folder/{id}',
    postFolderInit: 'POST /folder/init',
    getFolderSharedById: 'GET /folder/shared/{id}',
    postFolderSharedById: 'POST /folder/shared/{id}',
    getFolderProcessByIdPermissionByP: 'GET /folder/process/{id}/permission/{p}',
  },
  admin: {
    getPermission: 'GET /permission',
    postPermission: 'POST /permission',
    getPermissionProcess: 'GET /permission/process',
    postRole: 'POST /role',
    getRole: 'GET /role',
    deleteRoleById: 'DELETE /role/{id}',
    getClient: 'GET /client',
    postClient: 'POST /client',
    getClientColor: 'GET /client/color',
    getClientIcon: 'GET /client/icon',
    postClientState: 'POST /client/state',
    postClientIntegration: 'POST /client/integration',
    getClientIntegrationState: 'GET /client/integration/state',
    getClientIntegration: 'GET /client/integration',
    getAudit: 'GET /audit',
    // Beyond the spec (padding): the mail domains whose addresses count as recipients,
    // and per survey the recipients per mail domain (never the addresses).
    getClientMailDomains: 'GET /client/mailDomains',
    putClientMailDomains: 'PUT /client/mailDomains',
    // Beyond the spec's list (DSGVO): the retention period and the deletion log.
    getClientRetention: 'GET /client/retention',
    putClientRetention: 'PUT /client/retention',
    getClientRetentionLog: 'GET /client/retention/log',
    getClientSurveyRecipientDomains: 'GET /client/survey/recipientDomains',
  },
  models: {
    postBpmnFileByName: 'POST /bpmn/file/{name}',
    postBpmnUpload: 'POST /bpmn/upload',
    getBpmn: 'GET /bpmn',
    getBpmnByUuid: 'GET /bpmn/{uuid}',
    putBpmnByUuid: 'PUT /bpmn/{uuid}',
    deleteBpmnByUuid: 'DELETE /bpmn/{uuid}',
    getBpmnByUuidInformation: 'GET /bpmn/{uuid}/information',
    getBpmnByUuidAttachments: 'GET /bpmn/{uuid}/attachments',
    getBpmnCharacteristic: 'GET /bpmn/characteristic',
    postBpmnByUuidEditMode: 'POST /bpmn/{uuid}/editMode',
    getBpmnByUuidLastEditor: 'GET /bpmn/{uuid}/lastEditor',
    putBpmnByUuidFilename: 'PUT /bpmn/{uuid}/filename',
    putBpmnByUuidInitiator: 'PUT /bpmn/{uuid}/initiator',
    putBpmnByUuidReleaseEnabled: 'PUT /bpmn/{uuid}/releaseEnabled',
    // Beyond the spec: the next review date of a released process.
    putBpmnByUuidReviewDueAt: 'PUT /bpmn/{uuid}/reviewDueAt',
    postBpmnByUuidLink: 'POST /bpmn/{uuid}/link',
    getBpmnByUuidLink: 'GET /bpmn/{uuid}/link',
  },
  sharing: {
    postBpmnByUuidSharedUser: 'POST /bpmn/{uuid}/shared-user',
    getBpmnByUuidSharedUser: 'GET /bpmn/{uuid}/shared-user',
    deleteBpmnByUuidSharedUserByUserId: 'DELETE /bpmn/{uuid}/shared-user/{userId}',
    putShareByToken: 'PUT /share/{token}',
    getShareByToken: 'GET /share/{token}',
    getShareByTokenInformation: 'GET /share/{token}/information',
    postShareByTokenEditMode: 'POST /share/{token}/editMode',
    postBpmnByUuidShareLink: 'POST /bpmn/{uuid}/shareLink',
    getBpmnByUuidShareLink: 'GET /bpmn/{uuid}/shareLink',
    deleteBpmnByUuidShareLink: 'DELETE /bpmn/{uuid}/shareLink',
  },
  history: {
    getBpmnByUuidHistory: 'GET /bpmn/{uuid}/history',
    getBpmnByUuidHistoryCommitByHash: 'GET /bpmn/{uuid}/history/commit/{hash}',
    putBpmnByUuidHistoryCommitByHash: 'PUT /bpmn/{uuid}/history/commit/{hash}',
  },
  release: {
    postBpmnRelease: 'POST /bpmn/release',
    putBpmnReleaseByUuid: 'PUT /bpmn/release/{uuid}',
    getBpmnReleaseByUuid: 'GET /bpmn/release/{uuid}',
    getBpmnReleaseByUuidReviewById: 'GET /bpmn/release/{uuid}/review/{id}',
    getBpmnReleaseByUuidReviewer: 'GET /bpmn/release/{uuid}/reviewer',
    getBpmnReleaseReviewer: 'GET /bpmn/release/reviewer',
    postBpmnReleaseReview: 'POST /bpmn/release/review',
  },
  elements: {
    postElementNumber: 'POST /elementNumber',
    putElementNumber: 'PUT /elementNumber',
    getElementNumberBpmnByUuid: 'GET /elementNumber/bpmn/{uuid}',
    getElementNumberElementById: 'GET /elementNumber/element/{id}',
    deleteElementNumberBpmnByUuid: 'DELETE /elementNumber/bpmn/{uuid}',
    deleteElementNumberElementById: 'DELETE /elementNumber/element/{id}',
    // Beyond the spec: 'Alle Elemente nummerieren' in one call instead of one per element.
    putElementNumberBpmnByUuid: 'PUT /elementNumber/bpmn/{uuid}',
    postComment: 'POST /comment',
    getCommentBpmnByUuidElementById: 'GET /comment/bpmn/{uuid}/element/{id}',
    deleteCommentById: 'DELETE /comment/{id}',
    postBpmnByUuidElementByIdDocument: 'POST /bpmn/{uuid}/element/{id}/document',
    getBpmnByUuidElementByIdDocument: 'GET /bpmn/{uuid}/element/{id}/document',
    getBpmnByUuidElementByIdDocumentByDocId: 'GET /bpmn/{uuid}/element/{id}/document/{docId}',
    deleteBpmnByUuidElementByIdDocumentByDocId: 'DELETE /bpmn/{uuid}/element/{id}/document/{docId}',
    postElementDescription: 'POST /elementDescription',
    putElementDescription: 'PUT /elementDescription',
    getElementDescriptionBpmnByUuidElementByElementId:
      'GET /elementDescription/bpmn/{uuid}/element/{elementId}',
    getElementDescriptionBpmnByUuid: 'GET /elementDescription/bpmn/{uuid}',
    // Beyond the spec: documents larger than a Lambda payload go to S3 directly (docs/documents.md).
    postBpmnByUuidElementByIdDocumentUpload: 'POST /bpmn/{uuid}/element/{id}/document/upload',
    postBpmnByUuidElementByIdDocumentByDocIdConfirm:
      'POST /bpmn/{uuid}/element/{id}/document/{docId}/confirm',
  },
  resources: {
    postConnectedRessource: 'POST /connectedRessource',
    getConnectedRessource: 'GET /connectedRessource',
    putConnectedRessource: 'PUT /connectedRessource',
    getConnectedRessourceRessourceTypeByType: 'GET /connectedRessource/ressourceType/{type}',
    deleteConnectedRessourceById: 'DELETE /connectedRessource/{id}',
    postConnectRessourceToModelElement: 'POST /connectRessourceToModelElement',
    getConnectRessourceToModelElementRessourceIdById: 'GET /connectRessourceToModelElement/ressourceId/{id}',
    deleteConnectRessourceToModelElementElementById: 'DELETE /connectRessourceToModelElement/element/{id}',
    getConnectedRessourceRoleCharacteristicTypes: 'GET /connectedRessource/role/characteristic/types',
    getConnectedRessourceRoleCharacteristicDescriptor:
      'GET /connectedRessource/role/characteristic/descriptor',
    postConnectedRessourceRoleCharacteristicDescriptor:
      'POST /connectedRessource/role/characteristic/descriptor',
    getConnectedRessourceRoleCharacteristic: 'GET /connectedRessource/role/characteristic',
    getConnectedRessourceRoleCharacteristicAssessmentById:
      'GET /connectedRessource/role/characteristic/assessment/{id}',
    postConnectedRessourceRoleCharacteristicAssessmentById:
      'POST /connectedRessource/role/characteristic/assessment/{id}',
  },
  'px-model': {
    getPxSurveyBpmnByUuid: 'GET /px/survey/bpmn/{uuid}',
    postPxBpmnByUuidElementByIdQuestionByQid: 'POST /px/bpmn/{uuid}/element/{id}/question/{qid}',
    deletePxBpmnByUuidElementByIdQuestionByQid: 'DELETE /px/bpmn/{uuid}/element/{id}/question/{qid}',
    getPxBpmnByUuidElementById: 'GET /px/bpmn/{uuid}/element/{id}',
    getQuestionElementById: 'GET /question/element/{id}',
    getQuestionElementByIdUuidByUuid: 'GET /question/element/{id}/uuid/{uuid}',
    // Beyond the spec: every PX question attached to a model's elements (overview dialog, badges).
    getPxBpmnByUuid: 'GET /px/bpmn/{uuid}',
  },
  evaluation: {
    postPxEvaluationProcessTimestamp: 'POST /px/evaluation/process/timestamp',
    getPxEvaluationProcessByUuidTimestamp: 'GET /px/evaluation/process/{uuid}/timestamp',
    getPxEvaluationModuleByModule: 'GET /px/evaluation/module/{module}',
    getPxEvaluationBySurveyId: 'GET /px/evaluation/{surveyId}',
    getPxEvaluationTimestampByIdModuleByModule: 'GET /px/evaluation/timestamp/{id}/module/{module}',
    postPxEvaluationTimestamp: 'POST /px/evaluation/timestamp',
    // Beyond the spec: the client's anonymity thresholds.
    getPxEvaluationSettings: 'GET /px/evaluation/settings',
    putPxEvaluationSettings: 'PUT /px/evaluation/settings',
    // Beyond the spec: the evaluation as CSV or Excel file.
    getPxEvaluationBySurveyIdExportByFormat: 'GET /px/evaluation/{surveyId}/export/{format}',
    // Beyond the spec: the works council's approval setting and the access log.
    getPxEvaluationWorksCouncil: 'GET /px/evaluation/worksCouncil',
    putPxEvaluationWorksCouncil: 'PUT /px/evaluation/worksCouncil',
    getPxEvaluationAccessLog: 'GET /px/evaluation/accessLog',
    // Beyond the spec: the measures plan.
    getPxMeasure: 'GET /px/measure',
    getPxMeasureMembers: 'GET /px/measure/members',
    postPxMeasure: 'POST /px/measure',
    putPxMeasureById: 'PUT /px/measure/{id}',
    deletePxMeasureById: 'DELETE /px/measure/{id}',
  },
  profiles: {
    postProcessCharacteristic: 'POST /processCharacteristic',
    getProcessCharacteristic: 'GET /processCharacteristic',
    getProcessCharacteristicMap: 'GET /processCharacteristic/map',
    putProcessCharacteristic: 'PUT /processCharacteristic',
    deleteProcessCharacteristicById: 'DELETE /processCharacteristic/{id}',
    postProcessCharacteristicField: 'POST /processCharacteristic/field',
    getProcessCharacteristicField: 'GET /processCharacteristic/field',
    postProcessCharacteristicConnect: 'POST /processCharacteristic/connect',
  },
  'questions-px': {
    postPxQuestion: 'POST /px/question',
    deletePxQuestionPBById: 'DELETE /px/question/PB/{id}',
    deletePxQuestionById: 'DELETE /px/question/{id}',
    getPxQuestion: 'GET /px/question',
    getPxQuestionOverview: 'GET /px/question/overview',
    getPxQuestionOverviewPB: 'GET /px/question/overview/PB',
    getPxQuestionModuleByModule: 'GET /px/question/module/{module}',
    getPxQuestionProcess: 'GET /px/question/process',
    getPxQuestionProcessByUuid: 'GET /px/question/process/{uuid}',
    getPxQuestionRole: 'GET /px/question/role',
    getPxQuestionUser: 'GET /px/question/user',
    getPxQuestionTypes: 'GET /px/question/types',
    getPxQuestionTypeByType: 'GET /px/question/type/{type}',
    // Beyond the spec: editing an own question; used ones get a new version.
    putPxQuestionById: 'PUT /px/question/{id}',
  },
  checklists: {
    getChecklist: 'GET /checklist',
    postChecklist: 'POST /checklist',
    getChecklistById: 'GET /checklist/{id}',
    postChecklistById: 'POST /checklist/{id}',
    deleteChecklistById: 'DELETE /checklist/{id}',
    postChecklistSurveyModuleByModuleIdByChecklistId:
      'POST /checklist/survey/module/{moduleId}/{checklistId}',
  },
  participation: {
    getParticipationByToken: 'GET /participation/{token}',
    putParticipationByToken: 'PUT /participation/{token}',
    postParticipationByTokenSubmit: 'POST /participation/{token}/submit',
  },
  reports: {
    postBpmnByUuidReport: 'POST /bpmn/{uuid}/report',
    // Beyond the spec: the risk assessment's documentation as PDF, stored as a version.
    postRiskAssessmentByIdReport: 'POST /riskAssessment/{id}/report',
    // Beyond the spec: the survey evaluation as PDF. Every PDF renders in this area,
    // the only one whose functions ship headless Chromium.
    postPxEvaluationBySurveyIdReport: 'POST /px/evaluation/{surveyId}/report',
  },
  // Beyond the spec: the psychological risk assessment along the processes (GDA).
  'risk-assessment': {
    getRiskAssessment: 'GET /riskAssessment',
    postRiskAssessment: 'POST /riskAssessment',
    getRiskAssessmentById: 'GET /riskAssessment/{id}',
    putRiskAssessmentById: 'PUT /riskAssessment/{id}',
    deleteRiskAssessmentById: 'DELETE /riskAssessment/{id}',
    putRiskAssessmentByIdStepByStep: 'PUT /riskAssessment/{id}/step/{step}',
    putRiskAssessmentByIdElements: 'PUT /riskAssessment/{id}/elements',
    putRiskAssessmentByIdSurveys: 'PUT /riskAssessment/{id}/surveys',
    getRiskAssessmentByIdStrain: 'GET /riskAssessment/{id}/strain',
    // Every stored version of the documentation stays downloadable (read from storage, no Chromium).
    getRiskAssessmentByIdReportByVersion: 'GET /riskAssessment/{id}/report/{version}',
    putRiskAssessmentByIdJudgement: 'PUT /riskAssessment/{id}/judgement',
    postRiskAssessmentByIdMeasure: 'POST /riskAssessment/{id}/measure',
    putRiskAssessmentByIdMeasureByMeasureId: 'PUT /riskAssessment/{id}/measure/{measureId}',
    deleteRiskAssessmentByIdMeasureByMeasureId: 'DELETE /riskAssessment/{id}/measure/{measureId}',
    getRiskAssessmentModel: 'GET /riskAssessmentModel',
    getRiskAssessmentModelByUuid: 'GET /riskAssessmentModel/{uuid}',
  },
} as const satisfies Record<Area, Record<string, `${HttpMethod} /${string}`>>;

type RouteTable = typeof ROUTE_TABLE;

/** The name of every route: the handler module, the Lambda's logical id and the web client use it. */
export type RouteName = { [A in Area]: keyof RouteTable[A] & string }[Area];

/**
 * A route as its handler names it, `<area>/<name>` (also its module below functions/src/routes):
 * with the area the function finds its access rule without the route table.
 */
export type RouteModule = { [A in Area]: `${A}/${keyof RouteTable[A] & string}` }[Area];

/** Compiles only while every access override in routeAccess.ts names a route of the table. */
type NoneUnknown<Names extends never> = Names;
export type UnknownAccessOverrides = NoneUnknown<Exclude<OverriddenRouteName, RouteName>>;

type RouteSpec = { [A in Area]: RouteTable[A][keyof RouteTable[A]] }[Area];
type SpecOf<N extends RouteName> = {
  [A in Area]: N extends keyof RouteTable[A] ? RouteTable[A][N] : never;
}[Area];

/** `/bpmn/{uuid}` of the route `GET /bpmn/{uuid}`. */
export type RoutePath<N extends RouteName> = SpecOf<N> extends `${HttpMethod} ${infer P}` ? P : never;
export type RouteMethod<N extends RouteName> =
  SpecOf<N> extends `${infer M extends HttpMethod} ${string}` ? M : never;

type ParamNames<P extends string> = P extends `${string}{${infer Param}}${infer Rest}`
  ? Param | ParamNames<Rest>
  : never;

/** The `{param}` placeholders of a route's path, each a string. */
export type RoutePathParams<N extends RouteName> = { readonly [K in ParamNames<RoutePath<N>>]: string };

function toRouteDef(name: string, spec: RouteSpec, area: Area): RouteDef {
  const space = spec.indexOf(' ');
  const method = spec.slice(0, space) as HttpMethod;
  const path = spec.slice(space + 1);
  return { name, method, path, area, access: accessOfRoute(`${area}/${name}`) };
}

// Pure: a function bundle that imports the shared package but no route lookup drops the table.
export const ROUTES: readonly RouteDef[] = /* @__PURE__ */ (Object.keys(ROUTE_TABLE) as Area[]).flatMap(
  (area) => Object.entries<RouteSpec>(ROUTE_TABLE[area]).map(([name, spec]) => toRouteDef(name, spec, area)),
);

export const API_ROOT = '/api';

export function routeByName(name: RouteName | (string & {})): RouteDef {
  const found = ROUTES.find((r) => r.name === name);
  if (!found) throw new Error(`unknown route ${name}`);
  return found;
}

/** The route of an HTTP API route key such as `GET /api/user/{id}`. */
export function routeByKey(key: string): RouteDef | undefined {
  return ROUTES.find((r) => `${r.method} ${API_ROOT}${r.path}` === key);
}
