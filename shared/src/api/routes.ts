import type { Permission } from '../permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Area =
  | 'admin'
  | 'auth'
  | 'checklists'
  | 'elements'
  | 'evaluation'
  | 'folders'
  | 'history'
  | 'modelling'
  | 'models'
  | 'profiles'
  | 'px-model'
  | 'questions'
  | 'questions-px'
  | 'release'
  | 'reports'
  | 'resources'
  | 'sharing'
  | 'surveys'
  | 'users';

/**
 * Who may call a route: anyone (sign-in calls), any signed-in member of the current client,
 * or a member holding at least one of the listed permissions (ADMIN always does).
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'permission'; readonly anyOf: readonly Permission[] };

export interface RouteDef {
  /** Stable name: the handler module, the Lambda's logical id and the web client use it. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path below the API root `/api`, with `{param}` placeholders as in the spec. */
  readonly path: string;
  readonly area: Area;
  readonly access: Access;
}

const PUBLIC: Access = { kind: 'public' };
const SIGNED_IN: Access = { kind: 'signedIn' };
const anyOf = (...permissions: Permission[]): Access => ({ kind: 'permission', anyOf: permissions });

/** Default access of each area; single routes override it below. */
const AREA_ACCESS: Record<Area, Access> = {
  auth: PUBLIC,
  users: SIGNED_IN,
  admin: anyOf('ADMIN', 'SUPER_ADMIN'),
  folders: anyOf('PROCESS', 'SUPER_ADMIN'),
  models: anyOf('PROCESS', 'SUPER_ADMIN'),
  modelling: anyOf('PROCESS', 'SUPER_ADMIN'),
  sharing: anyOf('PROCESS', 'SUPER_ADMIN'),
  history: anyOf('PROCESS', 'SUPER_ADMIN'),
  release: anyOf('PROCESS', 'SUPER_ADMIN'),
  reports: anyOf('PROCESS', 'SUPER_ADMIN'),
  elements: anyOf('PROCESS', 'SUPER_ADMIN'),
  resources: anyOf('PROCESS', 'EDIT_CONTEXTITEM', 'SUPER_ADMIN'),
  profiles: anyOf('PROCESS', 'SUPER_ADMIN'),
  questions: anyOf('PROCESS', 'SUPER_ADMIN'),
  'px-model': anyOf('PROCESS', 'SUPER_ADMIN'),
  'questions-px': anyOf('SURVEY', 'SUPER_ADMIN'),
  surveys: anyOf('SURVEY', 'SUPER_ADMIN'),
  evaluation: anyOf('SURVEY', 'SUPER_ADMIN'),
  checklists: SIGNED_IN,
};

/** Single routes whose access differs from their area's default. */
const ACCESS_OVERRIDES: Readonly<Record<string, Access>> = {
  // Every member sees the own client's colour and icon and the own questions/surveys.
  getClientColor: SIGNED_IN,
  getClientIcon: SIGNED_IN,
  getClientIntegrationState: SIGNED_IN,
  // The folder dialog's role-permission table needs the roles and the folder permissions.
  getRole: anyOf('ADMIN', 'SUPER_ADMIN', 'PROCESS'),
  getPermissionProcess: anyOf('ADMIN', 'SUPER_ADMIN', 'PROCESS'),
  getUserQuestions: SIGNED_IN,
  postBpmnQuestionByIdAnswer: SIGNED_IN,
  // Taking part in a survey is unaffected by SURVEY (seed 002 §6).
  getUserSurveyById: SIGNED_IN,
  // Administration of users and roles.
  // Share dialogs offer the client's users to everyone who works with processes.
  getUser: anyOf('ADMIN', 'SUPER_ADMIN', 'PROCESS'),
  postUserAdd: anyOf('ADMIN', 'SUPER_ADMIN'),
  putUser: anyOf('ADMIN', 'SUPER_ADMIN'),
};

function route(name: string, method: HttpMethod, path: string, area: Area): RouteDef {
  return { name, method, path, area, access: ACCESS_OVERRIDES[name] ?? AREA_ACCESS[area] };
}

/**
 * Every API call of the product, declared once. Infra creates one Lambda and one HTTP API route
 * per entry, the local gateway dispatches by it, and a test checks it against the spec's list.
 * The spec writes `POST /bpmn/release/` with a trailing slash; paths here never end in one.
 */
export const ROUTES: readonly RouteDef[] = [
  route('postAuthenticate', 'POST', '/authenticate', 'auth'),
  route('postAuthenticateAuthToken', 'POST', '/authenticate/authToken', 'auth'),
  route('postAuthenticateResetPassword', 'POST', '/authenticate/resetPassword', 'auth'),
  route('getUserById', 'GET', '/user/{id}', 'users'),
  route('getRoleByX', 'GET', '/role/{x}', 'users'),
  route('postUserAdd', 'POST', '/user/add', 'users'),
  route('getUser', 'GET', '/user', 'users'),
  route('getUserRoles', 'GET', '/user/roles', 'users'),
  route('putUser', 'PUT', '/user', 'users'),
  route('getUserClients', 'GET', '/user/clients', 'users'),
  route('postUserClient', 'POST', '/user/client', 'users'),
  route('getUserQuestions', 'GET', '/user/questions', 'questions'),
  route('getUserSurveyById', 'GET', '/user/survey/{id}', 'surveys'),
  route('getCustomModelingEndpoint', 'GET', '/customModelingEndpoint', 'modelling'),
  route('postCustomModelingEndpoint', 'POST', '/customModelingEndpoint', 'modelling'),
  route('deleteCustomModelingEndpointById', 'DELETE', '/customModelingEndpoint/{id}', 'modelling'),
  route('postFolder', 'POST', '/folder', 'folders'),
  route('getFolder', 'GET', '/folder', 'folders'),
  route('putFolderByIdAdd', 'PUT', '/folder/{id}/add', 'folders'),
  route('putFolderById', 'PUT', '/folder/{id}', 'folders'),
  route('deleteFolderById', 'DELETE', '/folder/{id}', 'folders'),
  route('postFolderInit', 'POST', '/folder/init', 'folders'),
  route('getFolderSharedById', 'GET', '/folder/shared/{id}', 'folders'),
  route('postFolderSharedById', 'POST', '/folder/shared/{id}', 'folders'),
  route('getFolderProcessByIdPermissionByP', 'GET', '/folder/process/{id}/permission/{p}', 'folders'),
  route('getPermission', 'GET', '/permission', 'admin'),
  route('postPermission', 'POST', '/permission', 'admin'),
  route('getPermissionProcess', 'GET', '/permission/process', 'admin'),
  route('postRole', 'POST', '/role', 'admin'),
  route('getRole', 'GET', '/role', 'admin'),
  route('deleteRoleById', 'DELETE', '/role/{id}', 'admin'),
  route('postBpmnFileByName', 'POST', '/bpmn/file/{name}', 'models'),
  route('postBpmnUpload', 'POST', '/bpmn/upload', 'models'),
  route('getBpmn', 'GET', '/bpmn', 'models'),
  route('getBpmnByUuid', 'GET', '/bpmn/{uuid}', 'models'),
  route('putBpmnByUuid', 'PUT', '/bpmn/{uuid}', 'models'),
  route('deleteBpmnByUuid', 'DELETE', '/bpmn/{uuid}', 'models'),
  route('getBpmnByUuidInformation', 'GET', '/bpmn/{uuid}/information', 'models'),
  route('getBpmnByUuidAttachments', 'GET', '/bpmn/{uuid}/attachments', 'models'),
  route('getBpmnCharacteristic', 'GET', '/bpmn/characteristic', 'models'),
  route('postBpmnByUuidEditMode', 'POST', '/bpmn/{uuid}/editMode', 'models'),
  route('getBpmnByUuidLastEditor', 'GET', '/bpmn/{uuid}/lastEditor', 'models'),
  route('putBpmnByUuidFilename', 'PUT', '/bpmn/{uuid}/filename', 'models'),
  route('putBpmnByUuidInitiator', 'PUT', '/bpmn/{uuid}/initiator', 'models'),
  route('putBpmnByUuidReleaseEnabled', 'PUT', '/bpmn/{uuid}/releaseEnabled', 'models'),
  route('postBpmnByUuidLink', 'POST', '/bpmn/{uuid}/link', 'models'),
  route('getBpmnByUuidLink', 'GET', '/bpmn/{uuid}/link', 'models'),
  route('postBpmnByUuidSharedUser', 'POST', '/bpmn/{uuid}/shared-user', 'sharing'),
  route('getBpmnByUuidSharedUser', 'GET', '/bpmn/{uuid}/shared-user', 'sharing'),
  route('deleteBpmnByUuidSharedUserByUserId', 'DELETE', '/bpmn/{uuid}/shared-user/{userId}', 'sharing'),
  route('putShareByToken', 'PUT', '/share/{token}', 'sharing'),
  route('getShareByToken', 'GET', '/share/{token}', 'sharing'),
  route('getShareByTokenInformation', 'GET', '/share/{token}/information', 'sharing'),
  route('postShareByTokenEditMode', 'POST', '/share/{token}/editMode', 'sharing'),
  route('getBpmnByUuidHistory', 'GET', '/bpmn/{uuid}/history', 'history'),
  route('getBpmnByUuidHistoryCommitByHash', 'GET', '/bpmn/{uuid}/history/commit/{hash}', 'history'),
  route('putBpmnByUuidHistoryCommitByHash', 'PUT', '/bpmn/{uuid}/history/commit/{hash}', 'history'),
  route('postBpmnRelease', 'POST', '/bpmn/release', 'release'),
  route('putBpmnReleaseByUuid', 'PUT', '/bpmn/release/{uuid}', 'release'),
  route('getBpmnReleaseByUuid', 'GET', '/bpmn/release/{uuid}', 'release'),
  route('getBpmnReleaseByUuidReviewById', 'GET', '/bpmn/release/{uuid}/review/{id}', 'release'),
  route('getBpmnReleaseByUuidReviewer', 'GET', '/bpmn/release/{uuid}/reviewer', 'release'),
  route('getBpmnReleaseReviewer', 'GET', '/bpmn/release/reviewer', 'release'),
  route('postBpmnReleaseReview', 'POST', '/bpmn/release/review', 'release'),
  route('postElementNumber', 'POST', '/elementNumber', 'elements'),
  route('putElementNumber', 'PUT', '/elementNumber', 'elements'),
  route('getElementNumberBpmnByUuid', 'GET', '/elementNumber/bpmn/{uuid}', 'elements'),
  route('getElementNumberElementById', 'GET', '/elementNumber/element/{id}', 'elements'),
  route('deleteElementNumberBpmnByUuid', 'DELETE', '/elementNumber/bpmn/{uuid}', 'elements'),
  route('deleteElementNumberElementById', 'DELETE', '/elementNumber/element/{id}', 'elements'),
  route('postComment', 'POST', '/comment', 'elements'),
  route('getCommentBpmnByUuidElementById', 'GET', '/comment/bpmn/{uuid}/element/{id}', 'elements'),
  route('deleteCommentById', 'DELETE', '/comment/{id}', 'elements'),
  route('postBpmnByUuidElementByIdQuestion', 'POST', '/bpmn/{uuid}/element/{id}/question', 'questions'),
  route('getBpmnByUuidElementById', 'GET', '/bpmn/{uuid}/element/{id}', 'questions'),
  route('postBpmnQuestionByIdAnswer', 'POST', '/bpmn/question/{id}/answer', 'questions'),
  route('postBpmnByUuidElementByIdDocument', 'POST', '/bpmn/{uuid}/element/{id}/document', 'elements'),
  route('getBpmnByUuidElementByIdDocument', 'GET', '/bpmn/{uuid}/element/{id}/document', 'elements'),
  route(
    'getBpmnByUuidElementByIdDocumentByDocId',
    'GET',
    '/bpmn/{uuid}/element/{id}/document/{docId}',
    'elements',
  ),
  route(
    'deleteBpmnByUuidElementByIdDocumentByDocId',
    'DELETE',
    '/bpmn/{uuid}/element/{id}/document/{docId}',
    'elements',
  ),
  route('postElementDescription', 'POST', '/elementDescription', 'elements'),
  route('putElementDescription', 'PUT', '/elementDescription', 'elements'),
  route(
    'getElementDescriptionBpmnByUuidElementByElementId',
    'GET',
    '/elementDescription/bpmn/{uuid}/element/{elementId}',
    'elements',
  ),
  route('getElementDescriptionBpmnByUuid', 'GET', '/elementDescription/bpmn/{uuid}', 'elements'),
  route('postConnectedRessource', 'POST', '/connectedRessource', 'resources'),
  route('getConnectedRessource', 'GET', '/connectedRessource', 'resources'),
  route('putConnectedRessource', 'PUT', '/connectedRessource', 'resources'),
  route(
    'getConnectedRessourceRessourceTypeByType',
    'GET',
    '/connectedRessource/ressourceType/{type}',
    'resources',
  ),
  route('deleteConnectedRessourceById', 'DELETE', '/connectedRessource/{id}', 'resources'),
  route('postConnectRessourceToModelElement', 'POST', '/connectRessourceToModelElement', 'resources'),
  route(
    'getConnectRessourceToModelElementRessourceIdById',
    'GET',
    '/connectRessourceToModelElement/ressourceId/{id}',
    'resources',
  ),
  route(
    'deleteConnectRessourceToModelElementElementById',
    'DELETE',
    '/connectRessourceToModelElement/element/{id}',
    'resources',
  ),
  route(
    'getConnectedRessourceRoleCharacteristicTypes',
    'GET',
    '/connectedRessource/role/characteristic/types',
    'resources',
  ),
  route(
    'getConnectedRessourceRoleCharacteristicDescriptor',
    'GET',
    '/connectedRessource/role/characteristic/descriptor',
    'resources',
  ),
  route(
    'postConnectedRessourceRoleCharacteristicDescriptor',
    'POST',
    '/connectedRessource/role/characteristic/descriptor',
    'resources',
  ),
  route(
    'getConnectedRessourceRoleCharacteristic',
    'GET',
    '/connectedRessource/role/characteristic',
    'resources',
  ),
  route(
    'getConnectedRessourceRoleCharacteristicAssessmentById',
    'GET',
    '/connectedRessource/role/characteristic/assessment/{id}',
    'resources',
  ),
  route(
    'postConnectedRessourceRoleCharacteristicAssessmentById',
    'POST',
    '/connectedRessource/role/characteristic/assessment/{id}',
    'resources',
  ),
  route('getPxSurveyBpmnByUuid', 'GET', '/px/survey/bpmn/{uuid}', 'px-model'),
  route('postPxEvaluationProcessTimestamp', 'POST', '/px/evaluation/process/timestamp', 'evaluation'),
  route(
    'getPxEvaluationProcessByUuidTimestamp',
    'GET',
    '/px/evaluation/process/{uuid}/timestamp',
    'evaluation',
  ),
  route(
    'postPxBpmnByUuidElementByIdQuestionByQid',
    'POST',
    '/px/bpmn/{uuid}/element/{id}/question/{qid}',
    'px-model',
  ),
  route(
    'deletePxBpmnByUuidElementByIdQuestionByQid',
    'DELETE',
    '/px/bpmn/{uuid}/element/{id}/question/{qid}',
    'px-model',
  ),
  route('getPxBpmnByUuidElementById', 'GET', '/px/bpmn/{uuid}/element/{id}', 'px-model'),
  route('getQuestionElementById', 'GET', '/question/element/{id}', 'px-model'),
  route('getQuestionElementByIdUuidByUuid', 'GET', '/question/element/{id}/uuid/{uuid}', 'px-model'),
  route('postProcessCharacteristic', 'POST', '/processCharacteristic', 'profiles'),
  route('getProcessCharacteristic', 'GET', '/processCharacteristic', 'profiles'),
  route('getProcessCharacteristicMap', 'GET', '/processCharacteristic/map', 'profiles'),
  route('putProcessCharacteristic', 'PUT', '/processCharacteristic', 'profiles'),
  route('deleteProcessCharacteristicById', 'DELETE', '/processCharacteristic/{id}', 'profiles'),
  route('postProcessCharacteristicField', 'POST', '/processCharacteristic/field', 'profiles'),
  route('getProcessCharacteristicField', 'GET', '/processCharacteristic/field', 'profiles'),
  route('postProcessCharacteristicConnect', 'POST', '/processCharacteristic/connect', 'profiles'),
  route('getClient', 'GET', '/client', 'admin'),
  route('postClient', 'POST', '/client', 'admin'),
  route('getClientColor', 'GET', '/client/color', 'admin'),
  route('getClientIcon', 'GET', '/client/icon', 'admin'),
  route('postClientState', 'POST', '/client/state', 'admin'),
  route('postClientIntegration', 'POST', '/client/integration', 'admin'),
  route('getClientIntegrationState', 'GET', '/client/integration/state', 'admin'),
  route('getClientIntegration', 'GET', '/client/integration', 'admin'),
  route('postPxQuestion', 'POST', '/px/question', 'questions-px'),
  route('deletePxQuestionPBById', 'DELETE', '/px/question/PB/{id}', 'questions-px'),
  route('deletePxQuestionById', 'DELETE', '/px/question/{id}', 'questions-px'),
  route('getPxQuestion', 'GET', '/px/question', 'questions-px'),
  route('getPxQuestionOverview', 'GET', '/px/question/overview', 'questions-px'),
  route('getPxQuestionOverviewPB', 'GET', '/px/question/overview/PB', 'questions-px'),
  route('getPxQuestionModuleByModule', 'GET', '/px/question/module/{module}', 'questions-px'),
  route('getPxQuestionProcess', 'GET', '/px/question/process', 'questions-px'),
  route('getPxQuestionProcessByUuid', 'GET', '/px/question/process/{uuid}', 'questions-px'),
  route('getPxQuestionRole', 'GET', '/px/question/role', 'questions-px'),
  route('getPxQuestionUser', 'GET', '/px/question/user', 'questions-px'),
  route('getPxQuestionTypes', 'GET', '/px/question/types', 'questions-px'),
  route('getPxQuestionTypeByType', 'GET', '/px/question/type/{type}', 'questions-px'),
  route('postPxSurvey', 'POST', '/px/survey', 'surveys'),
  route('getPxSurvey', 'GET', '/px/survey', 'surveys'),
  route('getPxSurveyModuleByModule', 'GET', '/px/survey/module/{module}', 'surveys'),
  route('getPxSurveyById', 'GET', '/px/survey/{id}', 'surveys'),
  route('deletePxSurveyById', 'DELETE', '/px/survey/{id}', 'surveys'),
  route('postPxSurveySend', 'POST', '/px/survey/send', 'surveys'),
  route('postPxSurveyArchive', 'POST', '/px/survey/archive', 'surveys'),
  route('getPxSurveyArchive', 'GET', '/px/survey/archive', 'surveys'),
  route('postPxSurveyFinish', 'POST', '/px/survey/finish', 'surveys'),
  route('postPxSurveyResend', 'POST', '/px/survey/resend', 'surveys'),
  route('getPxSurveyByIdAnswers', 'GET', '/px/survey/{id}/answers', 'surveys'),
  route('getPxEvaluationModuleByModule', 'GET', '/px/evaluation/module/{module}', 'evaluation'),
  route('getPxEvaluationBySurveyId', 'GET', '/px/evaluation/{surveyId}', 'evaluation'),
  route(
    'getPxEvaluationTimestampByIdModuleByModule',
    'GET',
    '/px/evaluation/timestamp/{id}/module/{module}',
    'evaluation',
  ),
  route('postPxEvaluationTimestamp', 'POST', '/px/evaluation/timestamp', 'evaluation'),
  route('getChecklist', 'GET', '/checklist', 'checklists'),
  route('postChecklist', 'POST', '/checklist', 'checklists'),
  route('getChecklistById', 'GET', '/checklist/{id}', 'checklists'),
  route('postChecklistById', 'POST', '/checklist/{id}', 'checklists'),
  route('deleteChecklistById', 'DELETE', '/checklist/{id}', 'checklists'),
  route(
    'postChecklistSurveyModuleByModuleIdByChecklistId',
    'POST',
    '/checklist/survey/module/{moduleId}/{checklistId}',
    'checklists',
  ), // Beyond the spec's list: the release-notes acknowledgement kept per user and version.
  route('getUserReleaseNotes', 'GET', '/user/releaseNotes', 'users'),
  route('putUserReleaseNotes', 'PUT', '/user/releaseNotes', 'users'),
  // Beyond the spec's list: the set-password screen checks a link before the user types (issue 11).
  route('postAuthenticateAuthTokenCheck', 'POST', '/authenticate/authToken/check', 'auth'),
  // Beyond the spec's list: an existing user accepts the invitation into another client (issue 9).
  route('postUserJoin', 'POST', '/user/join', 'users'),
  // Beyond the spec's list: the report PDF (rendered by headless Chromium in its own function).
  route('postBpmnByUuidReport', 'POST', '/bpmn/{uuid}/report', 'reports'),
  // Beyond the spec's list: the audit trail of administrative changes (superusers).
  route('getAudit', 'GET', '/audit', 'admin'),
  // Beyond the spec's list: renews the session tokens without the password.
  route('postAuthenticateRefresh', 'POST', '/authenticate/refresh', 'auth'),
];

export const API_ROOT = '/api';

export function routeByName(name: string): RouteDef {
  const found = ROUTES.find((r) => r.name === name);
  if (!found) throw new Error(`unknown route ${name}`);
  return found;
}

/** The route of an HTTP API route key such as `GET /api/user/{id}`. */
export function routeByKey(key: string): RouteDef | undefined {
  return ROUTES.find((r) => `${r.method} ${API_ROOT}${r.path}` === key);
}
