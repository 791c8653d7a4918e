import { z } from 'zod';

export const FOLDER_NAME_MAX = 100;
/** The folder every client has; it can never be deleted (seed 000 §5). */
export const DEFAULT_FOLDER_ID = 'default';
export const DEFAULT_FOLDER_NAME = 'Default';
/** Upper bound of an imported or saved diagram (the XML lives in S3, not in DynamoDB). */
export const BPMN_MAX_BYTES = 5 * 1024 * 1024;

export const FOLDER_MESSAGES = {
  nameRequired: 'Sie müssen den Ordnernamen ausfüllen!',
  nameTooLong: `Der Ordnername darf höchstens ${FOLDER_NAME_MAX} Zeichen lang sein.`,
  ownRoleNeedsRead: (roleTitles: readonly string[]) =>
    `Die Berechtigung "Prozesse anzeigen" muss mindestens einer Rolle Ihres Kontos erteilt werden. Ihre Rollen: ${roleTitles.join(', ')}`,
  notEmpty: 'Der Ordner enthält Prozesse und kann daher nicht gelöscht werden.',
  defaultFolder: 'Der Ordner "Default" kann nicht gelöscht werden.',
  onlyCreator: 'Nur der Ersteller des Ordners kann diese Aktion ausführen.',
  noWriteRight: 'Es können nur Ordner mit Schreibberechtigung gewählt werden',
} as const;

export const MODEL_MESSAGES = {
  onlyOwner: 'Nur der Ersteller des Prozessmodells kann diese Aktion ausführen.',
  notBpmnFile: 'Sie müssen eine Datei mit der Endung .bpmn auswählen um ein Prozessmodell zu importieren',
  invalidBpmn: 'Die Datei ist kein gültiges BPMN-2.0-Modell und wurde nicht importiert.',
  tooLarge: 'Die Datei ist zu groß (höchstens 5 MB).',
  nameRequired: 'Bitte geben Sie einen Namen für das Prozessmodell ein.',
  folderRequired: 'Bitte wählen Sie einen Ordner.',
  notMember: 'Der Nutzer gehört nicht zu diesem Mandanten.',
} as const;

/** Per role: may its members see (read) and edit (write) the folder's processes. */
export const folderRolePermissions = z.object({
  roleId: z.string().min(1).max(64),
  permissions: z.object({ PROCESS_READ: z.boolean(), PROCESS_WRITE: z.boolean() }),
});
export type FolderRolePermissions = z.infer<typeof folderRolePermissions>;

const folderName = z
  .string()
  .trim()
  .min(1, FOLDER_MESSAGES.nameRequired)
  .max(FOLDER_NAME_MAX, FOLDER_MESSAGES.nameTooLong);

/** POST /folder and PUT /folder/{id} */
export const saveFolderRequest = z.object({
  folderName,
  folderPermissions: z.array(folderRolePermissions).max(200).default([]),
});
export type SaveFolderRequest = z.infer<typeof saveFolderRequest>;

/** PUT /folder/{id}/add */
export const addToFolderRequest = z.object({ processes: z.array(z.string().uuid()).min(1).max(500) });

/** POST /folder/shared/{id} — the complete list of users the folder is shared with. */
export const shareFolderRequest = z.object({ userIds: z.array(z.string().min(1).max(320)).max(500) });

/** A model as lists show it (no XML). */
export interface ProcessSummary {
  readonly uuid: string;
  readonly fileName: string;
  readonly folderId: string;
  readonly initiator: string;
  readonly isOwn: boolean;
  /** Shared with the caller explicitly or through its folder. */
  readonly isShared: boolean;
  readonly canEdit: boolean;
  readonly creationDate: string;
  readonly currentEditor: string | null;
  readonly surveyCount: number;
  readonly characteristic: null;
}

/** GET /bpmn/{uuid} */
export interface ProcessModel extends ProcessSummary {
  readonly diagramXML: string;
  readonly version: number;
  readonly lastEditor: string | null;
  readonly releaseEnabled: boolean;
}

/** GET /folder item */
export interface FolderDetails {
  readonly id: string;
  readonly folderName: string;
  readonly createdBy: string;
  readonly createdDate: string;
  readonly folderPermissions: readonly FolderRolePermissions[];
  readonly sharedUsers: readonly string[];
  readonly isCreator: boolean;
  readonly canWrite: boolean;
  readonly processes: readonly ProcessSummary[];
}

export const createModelQuery = z.object({ folderId: z.string().min(1).max(64) });
export const renameModelRequest = z.object({
  fileName: z.string().trim().min(1, MODEL_MESSAGES.nameRequired).max(200),
});
export const transferModelRequest = z.object({ initiator: z.string().trim().toLowerCase().min(1).max(320) });
export const shareModelRequest = z.object({ userId: z.string().trim().toLowerCase().min(1).max(320) });
