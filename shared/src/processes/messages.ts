/** Limits and German messages of folders and models, free of zod so the SPA can import them cheaply. */
import { tooLongMessage } from '../messages.js';
export const FOLDER_NAME_MAX = 100;
/** The folder every client has; it can never be deleted. */
export const DEFAULT_FOLDER_ID = 'default';
export const DEFAULT_FOLDER_NAME = 'Default';
/** Upper bound of an imported or saved diagram (the XML lives in S3, not in DynamoDB). */
export const BPMN_MAX_BYTES = 5 * 1024 * 1024;
/** Longest model name, for the create route, renaming and imported file names alike. */
export const MODEL_NAME_MAX = 200;

export const FOLDER_MESSAGES = {
  nameRequired: 'Sie müssen den Ordnernamen ausfüllen!',
  nameTooLong: tooLongMessage('Der Ordnername', FOLDER_NAME_MAX),
  ownRoleNeedsRead: (roleTitles: readonly string[]) =>
    `Die Berechtigung "Prozesse anzeigen" muss mindestens einer Rolle Ihres Kontos erteilt werden. Ihre Rollen: ${roleTitles.join(', ')}`,
  notEmpty: 'Der Ordner enthält Prozesse und kann daher nicht gelöscht werden.',
  defaultFolder: 'Der Ordner "Default" kann nicht gelöscht werden.',
  onlyCreator: 'Nur der Ersteller des Ordners kann diese Aktion ausführen.',
  noWriteRight: 'Es können nur Ordner mit Schreibberechtigung gewählt werden',
  /** Names are compared trimmed and case-insensitively; 'Default' counts too. */
  nameTaken: 'Ein Ordner mit diesem Namen existiert bereits.',
} as const;

export const MODEL_MESSAGES = {
  onlyOwner: 'Nur der Ersteller des Prozessmodells kann diese Aktion ausführen.',
  notBpmnFile: 'Sie müssen eine Datei mit der Endung .bpmn auswählen um ein Prozessmodell zu importieren',
  invalidBpmn: 'Die Datei ist kein gültiges BPMN-2.0-Modell und wurde nicht importiert.',
  tooLarge: 'Die Datei ist zu groß (höchstens 5 MB).',
  nameRequired: 'Bitte geben Sie einen Namen für das Prozessmodell ein.',
  folderRequired: 'Bitte wählen Sie einen Ordner.',
  notMember: 'Der Nutzer gehört nicht zu diesem Mandanten.',
  /** Sharing with, or transferring to, a member whose roles open no model. */
  cannotOpen:
    'Dieser Nutzer kann Prozessmodelle nicht öffnen: Keine seiner Rollen hat die Berechtigung „Prozesse“. Bitten Sie die Administration, ihm eine solche Rolle zu geben.',
  nameTooLong: tooLongMessage('Der Name', MODEL_NAME_MAX),
  concurrentChange: 'Die Daten wurden gerade gleichzeitig geändert. Bitte versuchen Sie es erneut.',
} as const;
