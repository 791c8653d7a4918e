import type { Permission } from '../permissions.js';

/*
 * Who may call which route, apart from the route table: a deployed function needs only its own
 * route's rule, so it imports this module and not the table of every path (routes.ts).
 */

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
  | 'participation'
  | 'profiles'
  | 'px-model'
  | 'questions'
  | 'questions-px'
  | 'release'
  | 'reports'
  | 'resources'
  | 'risk-assessment'
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
  // Checklists link surveys (modules 1 and 2) and show their evaluations; the spec leaves their
  // permission open, so the stricter reading: the survey area's.
  checklists: anyOf('SURVEY', 'SUPER_ADMIN'),
  // The psychological risk assessment (GDA) works on surveys and their evaluations.
  'risk-assessment': anyOf('SURVEY', 'SUPER_ADMIN'),
  // Survey participation through a personal link: the token is the only credential.
  participation: PUBLIC,
};

/** Single routes whose access differs from their area's default. */
const ACCESS_OVERRIDES = {
  // Every member sees the own client's colour and icon and the own questions/surveys.
  getClientColor: SIGNED_IN,
  getClientIcon: SIGNED_IN,
  getClientIntegrationState: SIGNED_IN,
  // The folder dialog's role-permission table needs the roles and the folder permissions.
  getRole: anyOf('ADMIN', 'SUPER_ADMIN', 'PROCESS'),
  getPermissionProcess: anyOf('ADMIN', 'SUPER_ADMIN', 'PROCESS'),
  getUserQuestions: SIGNED_IN,
  postBpmnQuestionByIdAnswer: SIGNED_IN,
  getUserQuestionsByIdModel: SIGNED_IN,
  // Taking part in a survey is unaffected by SURVEY.
  getUserSurveyById: SIGNED_IN,
  getUserSurvey: SIGNED_IN,
  // Support tickets: every member reports; tenant admins read their client's tickets, the platform
  // superuser (a user flag, checked in the domain) reads all and alone changes and answers them.
  getHelpTicket: anyOf('ADMIN', 'SUPER_ADMIN'),
  putHelpTicketById: anyOf('ADMIN', 'SUPER_ADMIN'),
  postHelpTicketByIdReply: anyOf('ADMIN', 'SUPER_ADMIN'),
  getHelpTicketByIdScreenshot: anyOf('ADMIN', 'SUPER_ADMIN'),
  // Administration of users and roles.
  // Share dialogs offer the client's users to everyone who works with processes.
  getUser: anyOf('ADMIN', 'SUPER_ADMIN', 'PROCESS'),
  postUserAdd: anyOf('ADMIN', 'SUPER_ADMIN'),
  putUser: anyOf('ADMIN', 'SUPER_ADMIN'),
  // Art. 17 DSGVO: only a tenant administrator deletes a user of the own client.
  deleteUserById: anyOf('ADMIN', 'SUPER_ADMIN'),
  // The legal pages are public; only the platform superuser (a user flag, checked in the domain) edits them.
  getLegalByPage: PUBLIC,
  putLegalByPage: SIGNED_IN,
  // Process profiles: writes need EDIT_CONTEXTITEM (ADMIN always may), reads PROCESS.
  postProcessCharacteristic: anyOf('EDIT_CONTEXTITEM', 'SUPER_ADMIN'),
  putProcessCharacteristic: anyOf('EDIT_CONTEXTITEM', 'SUPER_ADMIN'),
  deleteProcessCharacteristicById: anyOf('EDIT_CONTEXTITEM', 'SUPER_ADMIN'),
  postProcessCharacteristicField: anyOf('EDIT_CONTEXTITEM', 'SUPER_ADMIN'),
  postProcessCharacteristicConnect: anyOf('EDIT_CONTEXTITEM', 'SUPER_ADMIN'),
  // Process objects: reading needs PROCESS, creating/editing/deleting them and their role
  // characteristics EDIT_CONTEXTITEM (ADMIN grants everything). Linking them to
  // elements is editing the model (canEdit, checked per model).
  postConnectedRessource: anyOf('EDIT_CONTEXTITEM'),
  putConnectedRessource: anyOf('EDIT_CONTEXTITEM'),
  deleteConnectedRessourceById: anyOf('EDIT_CONTEXTITEM'),
  postConnectedRessourceRoleCharacteristicDescriptor: anyOf('EDIT_CONTEXTITEM'),
  postConnectedRessourceRoleCharacteristicAssessmentById: anyOf('EDIT_CONTEXTITEM'),
  getConnectedRessource: anyOf('PROCESS', 'SUPER_ADMIN'),
  getConnectedRessourceRessourceTypeByType: anyOf('PROCESS', 'SUPER_ADMIN'),
  postConnectRessourceToModelElement: anyOf('PROCESS', 'SUPER_ADMIN'),
  getConnectRessourceToModelElementRessourceIdById: anyOf('PROCESS', 'SUPER_ADMIN'),
  deleteConnectRessourceToModelElementElementById: anyOf('PROCESS', 'SUPER_ADMIN'),
  getConnectedRessourceRoleCharacteristicTypes: anyOf('PROCESS', 'SUPER_ADMIN'),
  getConnectedRessourceRoleCharacteristicDescriptor: anyOf('PROCESS', 'SUPER_ADMIN'),
  getConnectedRessourceRoleCharacteristic: anyOf('PROCESS', 'SUPER_ADMIN'),
  getConnectedRessourceRoleCharacteristicAssessmentById: anyOf('PROCESS', 'SUPER_ADMIN'),
  // A share link admits a signed-in user of ANY client: the token authorises that one model.
  getShareByToken: SIGNED_IN,
  putShareByToken: SIGNED_IN,
  getShareByTokenInformation: SIGNED_IN,
  postShareByTokenEditMode: SIGNED_IN,
  // The risk assessment's and the evaluation's PDFs run in the reports area (headless Chromium)
  // but belong to the survey area.
  postRiskAssessmentByIdReport: anyOf('SURVEY', 'SUPER_ADMIN'),
  postPxEvaluationBySurveyIdReport: anyOf('SURVEY', 'SUPER_ADMIN'),
  // A stored version is read-only documentation: the works council reads it too.
  getRiskAssessmentByIdReportByVersion: anyOf('SURVEY', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  // Only a tenant administrator raises the anonymity thresholds.
  putPxEvaluationSettings: anyOf('ADMIN', 'SUPER_ADMIN'),
  // The works council reads assessments, questionnaires and the anonymity settings,
  // never single answers (getPxSurveyByIdAnswers stays SURVEY's); every write stays SURVEY's.
  getRiskAssessment: anyOf('SURVEY', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  getRiskAssessmentById: anyOf('SURVEY', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  getRiskAssessmentByIdStrain: anyOf('SURVEY', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  getRiskAssessmentModelByUuid: anyOf('SURVEY', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  getRiskAssessmentModel: anyOf('SURVEY', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  // The assessment names the responsible members of its steps and measures.
  getPxMeasureMembers: anyOf('SURVEY', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  getPxSurvey: anyOf('SURVEY', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  getPxSurveyById: anyOf('SURVEY', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  getPxEvaluationSettings: anyOf('SURVEY', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  getPxEvaluationWorksCouncil: anyOf('SURVEY', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  // Whether questionnaires need the approval is the tenant administrator's choice.
  putPxEvaluationWorksCouncil: anyOf('ADMIN', 'SUPER_ADMIN'),
  // Who opened which evaluation: for tenant administrators and the works council.
  getPxEvaluationAccessLog: anyOf('ADMIN', 'WORKS_COUNCIL', 'SUPER_ADMIN'),
  // Only the works council approves a questionnaire (ADMIN holds every permission).
  putPxSurveyByIdApproval: anyOf('WORKS_COUNCIL'),
  // PX mode: PX_WRITE attaches questions and creates process surveys; PX_EVAL and
  // PX_WRITE read them. The model itself must be visible to the caller (checked per model).
  postPxBpmnByUuidElementByIdQuestionByQid: anyOf('PX_WRITE'),
  deletePxBpmnByUuidElementByIdQuestionByQid: anyOf('PX_WRITE'),
  getPxBpmnByUuidElementById: anyOf('PX_WRITE', 'PX_EVAL'),
  getPxBpmnByUuid: anyOf('PX_WRITE', 'PX_EVAL'),
  getQuestionElementByIdUuidByUuid: anyOf('PX_WRITE', 'PX_EVAL'),
  // A process survey (Module_Four) needs PX_WRITE, every other survey SURVEY (checked in the domain).
  postPxSurvey: anyOf('SURVEY', 'PX_WRITE', 'SUPER_ADMIN'),
  // PX mode in the modeller is for pxEval or pxWrite: its overview lists the model's
  // process surveys; their element scores are for evaluators (PX_EVAL) and survey managers (SURVEY).
  getPxSurveyBpmnByUuid: anyOf('PX_EVAL', 'PX_WRITE', 'SUPER_ADMIN'),
  getPxEvaluationProcessByUuidTimestamp: anyOf('SURVEY', 'PX_EVAL', 'SUPER_ADMIN'),
} as const satisfies Readonly<Record<string, Access>>;

/** The routes whose access differs from their area's default (routes.ts checks each is a route). */
export type OverriddenRouteName = keyof typeof ACCESS_OVERRIDES;

/**
 * The access rule of the route `<area>/<name>`: its own override, else its area's default.
 * Throws for an area that does not exist (a handler named after no route folder).
 */
export function accessOfRoute(module: string): Access {
  const [area = '', name = ''] = module.split('/');
  const override = (ACCESS_OVERRIDES as Readonly<Record<string, Access>>)[name];
  if (override) return override;
  if (!Object.hasOwn(AREA_ACCESS, area)) throw new Error(`unknown route ${module}`);
  return AREA_ACCESS[area as Area];
}

/** `postPxSurvey` of the route module `surveys/postPxSurvey`. */
export function routeNameOf(module: string): string {
  return module.slice(module.indexOf('/') + 1);
}
