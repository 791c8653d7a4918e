import { ROUTES } from '@prozesspuls/shared';

/**
 * Route name → handler module below `functions/src/routes` (without extension). Every module
 * exports only `handler`. Routes missing here are served by `notImplemented` (501), an honest
 * placeholder until their issue lands; each still gets its own Lambda in the cloud.
 */
const IMPLEMENTED: Readonly<Record<string, string>> = {
  postAuthenticate: 'auth/postAuthenticate',
  postAuthenticateRefresh: 'auth/postAuthenticateRefresh',
  postAuthenticateResetPassword: 'auth/postAuthenticateResetPassword',
  postAuthenticateAuthToken: 'auth/postAuthenticateAuthToken',
  postAuthenticateAuthTokenCheck: 'auth/postAuthenticateAuthTokenCheck',
  getUserById: 'users/getUserById',
  getUserClients: 'users/getUserClients',
  postUserClient: 'users/postUserClient',
  getUserRoles: 'users/getUserRoles',
  getRoleByX: 'users/getRoleByX',
  getUserReleaseNotes: 'users/getUserReleaseNotes',
  putUserReleaseNotes: 'users/putUserReleaseNotes',
  getClientColor: 'admin/getClientColor',
  getClientIcon: 'admin/getClientIcon',
  getUser: 'users/getUser',
  postUserAdd: 'users/postUserAdd',
  putUser: 'users/putUser',
  postUserJoin: 'users/postUserJoin',
  getPermission: 'admin/getPermission',
  postPermission: 'admin/postPermission',
  getPermissionProcess: 'admin/getPermissionProcess',
  postRole: 'admin/postRole',
  getRole: 'admin/getRole',
  deleteRoleById: 'admin/deleteRoleById',
  getClient: 'admin/getClient',
  postClient: 'admin/postClient',
  postClientState: 'admin/postClientState',
  postClientIntegration: 'admin/postClientIntegration',
  getClientIntegration: 'admin/getClientIntegration',
  getClientIntegrationState: 'admin/getClientIntegrationState',
  getAudit: 'admin/getAudit',
  postFolder: 'folders/postFolder',
  getFolder: 'folders/getFolder',
  putFolderByIdAdd: 'folders/putFolderByIdAdd',
  putFolderById: 'folders/putFolderById',
  deleteFolderById: 'folders/deleteFolderById',
  postFolderInit: 'folders/postFolderInit',
  getFolderSharedById: 'folders/getFolderSharedById',
  postFolderSharedById: 'folders/postFolderSharedById',
  getFolderProcessByIdPermissionByP: 'folders/getFolderProcessByIdPermissionByP',
  postBpmnFileByName: 'models/postBpmnFileByName',
  postBpmnUpload: 'models/postBpmnUpload',
  getBpmn: 'models/getBpmn',
  getBpmnByUuid: 'models/getBpmnByUuid',
  deleteBpmnByUuid: 'models/deleteBpmnByUuid',
  getBpmnByUuidInformation: 'models/getBpmnByUuidInformation',
  getBpmnCharacteristic: 'models/getBpmnCharacteristic',
  getBpmnByUuidLastEditor: 'models/getBpmnByUuidLastEditor',
  putBpmnByUuidFilename: 'models/putBpmnByUuidFilename',
  putBpmnByUuidInitiator: 'models/putBpmnByUuidInitiator',
  postBpmnByUuidSharedUser: 'sharing/postBpmnByUuidSharedUser',
  getBpmnByUuidSharedUser: 'sharing/getBpmnByUuidSharedUser',
  deleteBpmnByUuidSharedUserByUserId: 'sharing/deleteBpmnByUuidSharedUserByUserId',
  putBpmnByUuid: 'models/putBpmnByUuid',
  postBpmnByUuidEditMode: 'models/postBpmnByUuidEditMode',
  getBpmnByUuidHistory: 'history/getBpmnByUuidHistory',
  getBpmnByUuidHistoryCommitByHash: 'history/getBpmnByUuidHistoryCommitByHash',
  putBpmnByUuidHistoryCommitByHash: 'history/putBpmnByUuidHistoryCommitByHash',
  postElementNumber: 'elements/postElementNumber',
  putElementNumber: 'elements/putElementNumber',
  getElementNumberBpmnByUuid: 'elements/getElementNumberBpmnByUuid',
  deleteElementNumberBpmnByUuid: 'elements/deleteElementNumberBpmnByUuid',
  getElementNumberElementById: 'elements/getElementNumberElementById',
  deleteElementNumberElementById: 'elements/deleteElementNumberElementById',
  getBpmnByUuidAttachments: 'models/getBpmnByUuidAttachments',
  getCustomModelingEndpoint: 'modelling/getCustomModelingEndpoint',
  postCustomModelingEndpoint: 'modelling/postCustomModelingEndpoint',
  deleteCustomModelingEndpointById: 'modelling/deleteCustomModelingEndpointById',
  postBpmnByUuidLink: 'models/postBpmnByUuidLink',
  getBpmnByUuidLink: 'models/getBpmnByUuidLink',
  postBpmnByUuidReport: 'reports/postBpmnByUuidReport',
};

export const NOT_IMPLEMENTED_MODULE = 'notImplemented';

/** The handler module of a route, relative to `functions/src/routes`. */
export function handlerModuleOf(routeName: string): string {
  return IMPLEMENTED[routeName] ?? NOT_IMPLEMENTED_MODULE;
}

export function isImplemented(routeName: string): boolean {
  return routeName in IMPLEMENTED;
}

/** Every distinct handler module (for bundling). */
export function allHandlerModules(): string[] {
  return [...new Set(ROUTES.map((r) => handlerModuleOf(r.name)))];
}
