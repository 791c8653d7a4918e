import { generatePath } from 'react-router';

/**
 * Every route string of the SPA, once. Build concrete URLs with `href`, whose
 * parameters are type-checked against the pattern. Dependency-free on purpose: features import
 * it for their links; it lives in `config/` so features never import from `app/`.
 */
export const paths = {
  login: '/',
  tokenAuth: '/tokenAuth/:authToken',
  /** An invitation into another client, accepted by the signed-in invitee. */
  join: '/join/:token',
  menu: '/menu',
  notFound: '/404',
  error: '/error/:errorCode',
  help: '/help',
  /** The legal pages, public and linked in every footer (one text per platform). */
  impressum: '/impressum',
  datenschutz: '/datenschutz',
  avv: '/avv',
  /** The accessibility statement (Erklärung zur Barrierefreiheit), open to everyone. */
  accessibility: '/barrierefreiheit',

  processList: '/processList',
  profiles: '/processCharacteristic',
  processMap: '/processMap',
  resources: '/contextItems',
  modelEdit: '/modelEdit/:uuid',
  /** A model opened through a share link, also by users of other clients. */
  modelEditShare: '/modelEdit/:uuid/share/:clientId/:token',
  modelReview: '/modelReview/:uuid',

  questions: '/questions',
  questionsModel: '/questions/modelQuestions',
  questionsManage: '/questions/manageQuestions',
  questionsCreate: '/questions/createPXQuestion',

  surveys: '/surveys',
  surveysCreate: '/surveys/create/:mode',
  surveysSend: '/surveys/send',
  surveysGenerated: '/surveys/generated',
  surveysProcess: '/surveys/processSurvey',
  surveysEvaluation: '/surveys/evaluation/:surveyId',
  surveysEvaluationCustom: '/surveys/evaluation/custom/:surveyId',
  /** The measures plan: `?surveyId=` narrows it to one survey. */
  surveysMeasures: '/surveys/measures',

  /** Psychological risk assessments along the processes (GDA). */
  riskAssessment: '/riskAssessment',
  riskAssessmentDetail: '/riskAssessment/:id',
  /** The works council: questionnaire approvals and the access log of evaluations. */
  worksCouncil: '/worksCouncil',

  checklist: '/checklist',
  checklistNew: '/checklist/newChecklist/:listId',
  checklistAnswer: '/checklist/answerChecklist/:listId',
  checklistFinished: '/checklist/finished/:listId',

  management: '/management',
  managementUsers: '/management/users',
  managementRoles: '/management/roles',
  managementClients: '/management/clients',
  managementExternalApi: '/management/externalAPI',
  /** The help centre's support tickets. */
  managementTickets: '/management/tickets',
} as const satisfies Record<string, `/${string}`>;

export type PathKey = keyof typeof paths;
export type AppPath = (typeof paths)[PathKey];

/** A concrete URL for a route pattern, e.g. href(paths.error, { errorCode: '403' }). */
export const href = generatePath;

export const FORBIDDEN_PATH = href(paths.error, { errorCode: '403' });
