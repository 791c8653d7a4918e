/** What the risk assessment says to the user (German). */
import { tooLongMessage } from '../messages.js';
export const RISK_ASSESSMENT_TITLE_MAX = 200;
export const RISK_ASSESSMENT_SCOPE_MAX = 4000;
export const RISK_ASSESSMENT_COMMENT_MAX = 4000;
export const RISK_ASSESSMENT_REASON_MAX = 2000;
/** Bounds that keep one assessment (stored as one item) far below DynamoDB's 400 KB. */
export const RISK_ASSESSMENT_ELEMENTS_MAX = 100;
export const RISK_ASSESSMENT_SURVEYS_MAX = 10;
export const RISK_ASSESSMENT_MEASURES_MAX = 100;

export const RISK_ASSESSMENT_MESSAGES = {
  titleRequired: 'Bitte geben Sie einen Titel für die Gefährdungsbeurteilung ein.',
  titleTooLong: tooLongMessage('Der Titel', RISK_ASSESSMENT_TITLE_MAX),
  scopeTooLong: tooLongMessage('Der Geltungsbereich', RISK_ASSESSMENT_SCOPE_MAX),
  commentTooLong: tooLongMessage('Der Kommentar', RISK_ASSESSMENT_COMMENT_MAX),
  reasonTooLong: tooLongMessage('Die Begründung', RISK_ASSESSMENT_REASON_MAX),
  reasonRequired: 'Bitte begründen Sie die Beurteilung.',
  notFound: 'Die Gefährdungsbeurteilung wurde nicht gefunden.',
  stepInvalid: 'Der Schritt muss eine Zahl von 1 bis 7 sein.',
  stateInvalid: 'Der Status muss „offen“, „in Bearbeitung“ oder „abgeschlossen“ sein.',
  dateInvalid: 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).',
  responsibleNotMember: 'Die verantwortliche Person gehört nicht zu diesem Mandanten.',
  modelNotFound: 'Das Prozessmodell wurde nicht gefunden.',
  reportNotFound: 'Diese Version der Dokumentation gibt es nicht.',
  reportVersionInvalid: 'Die Version muss eine ganze Zahl ab 1 sein.',
  modelNotReleased: 'Tätigkeiten können nur aus einem freigegebenen Prozessmodell gewählt werden.',
  elementsRequired: 'Bitte wählen Sie mindestens eine Tätigkeit oder Rolle aus.',
  tooManyElements: `Es können höchstens ${RISK_ASSESSMENT_ELEMENTS_MAX} Tätigkeiten und Rollen gewählt werden.`,
  elementNotInModel: 'Eine gewählte Tätigkeit oder Rolle gehört nicht zur freigegebenen Version des Modells.',
  elementNotPicked: 'Die Tätigkeit oder Rolle gehört nicht zu dieser Gefährdungsbeurteilung.',
  tooManySurveys: `Es können höchstens ${RISK_ASSESSMENT_SURVEYS_MAX} Umfragen verknüpft werden.`,
  surveyNotFound: 'Eine verknüpfte Umfrage wurde nicht gefunden.',
  surveyTwice: 'Jede Umfrage kann nur einmal verknüpft werden.',
  phaseInvalid: 'Die Phase muss „Ermittlung“ oder „Wirksamkeitskontrolle“ sein.',
  areaInvalid: 'Unbekannter Kriterienbereich der GDA.',
  levelInvalid: 'Der Handlungsbedarf muss „kein“, „mittlerer“ oder „hoher Handlungsbedarf“ sein.',
  measureTypeInvalid: 'Die Art der Maßnahme muss technisch, organisatorisch oder personenbezogen sein.',
  measureElementsRequired: 'Eine Maßnahme gehört zu mindestens einer Tätigkeit der Beurteilung.',
  tooManyMeasures: `Eine Gefährdungsbeurteilung kann höchstens ${RISK_ASSESSMENT_MEASURES_MAX} Maßnahmen haben.`,
  measureNotFound: 'Die Maßnahme wurde nicht gefunden.',
  busy: 'Die Gefährdungsbeurteilung wird gerade von anderer Seite geändert. Bitte versuchen Sie es erneut.',
} as const;

/** The two phases a linked survey serves: the baseline (step 2) or the effect check (step 6). */
export const RISK_SURVEY_PHASES = ['Ermittlung', 'Wirksamkeitskontrolle'] as const;
export type RiskSurveyPhase = (typeof RISK_SURVEY_PHASES)[number];
