/**
 * The server's German messages and limits the forms check before sending (seed 000 §5), copied
 * from shared/src/api/processContracts.ts on purpose: that module also builds the API's zod
 * schemas at import time, and importing one constant from it put ~27 KB (gzip) of zod into this
 * page. messages.test.ts keeps both copies equal.
 */
export const FOLDER_NAME_MAX = 100;
export const DEFAULT_FOLDER_ID = 'default';
export const DEFAULT_FOLDER_NAME = 'Default';

export const FOLDER_MESSAGES = {
  nameRequired: 'Sie müssen den Ordnernamen ausfüllen!',
  nameTooLong: `Der Ordnername darf höchstens ${FOLDER_NAME_MAX} Zeichen lang sein.`,
  ownRoleNeedsRead: (roleTitles: readonly string[]) =>
    `Die Berechtigung "Prozesse anzeigen" muss mindestens einer Rolle Ihres Kontos erteilt werden. Ihre Rollen: ${roleTitles.join(', ')}`,
  notEmpty: 'Der Ordner enthält Prozesse und kann daher nicht gelöscht werden.',
  defaultFolder: 'Der Ordner "Default" kann nicht gelöscht werden.',
  noWriteRight: 'Es können nur Ordner mit Schreibberechtigung gewählt werden',
} as const;

export const MODEL_MESSAGES = {
  notBpmnFile: 'Sie müssen eine Datei mit der Endung .bpmn auswählen um ein Prozessmodell zu importieren',
  nameRequired: 'Bitte geben Sie einen Namen für das Prozessmodell ein.',
} as const;
