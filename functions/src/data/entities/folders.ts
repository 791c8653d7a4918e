/** Folders of the process list and their name reservations. */
import {
  createdAtAttribute,
  entitySchema,
  optionalCounter,
  requiredString,
  requiredStrings,
  tenantEntity,
  tenantIndex,
  tenantOwned,
} from './common.js';

/** A process folder; issue "Process list, folders" extends it. 'Default' exists in every client. */
export const folderSchema = tenantEntity('folder', 'FOLDER#${folderId}', {
  ...requiredStrings('folderId', 'folderName', 'createdBy'),
  createdDate: createdAtAttribute,
  /** roleId → { PROCESS_READ, PROCESS_WRITE } */
  folderPermissions: { type: 'any' },
  /** Users the folder (and so every model in it) is shared with. */
  sharedUsers: { type: 'set', items: 'string' },
  /**
   * Models in the folder, changed in the same transaction that creates, moves or deletes a
   * model; the folder is deleted only under the condition that it is 0. Every
   * folder gets 0 when created (new client, POST /folder); a folder stored before the
   * counter existed has none, which the delete treats as 0 — safe only because deleteFolder
   * first queries the client's models and refuses while any is in the folder.
   */
  modelCount: optionalCounter,
});

/**
 * Reserves a folder name within one client: written with attribute_not_exists in the
 * same transaction that creates the folder, moved in the one that renames it, deleted with it,
 * so two folders of a client never share a name (compared trimmed and case-insensitively).
 * 'Default' is reserved by rule (it exists in every client). Folders stored before the
 * reservations existed have none: for them only the read-time check in folders.ts remains.
 */
export const folderNameSchema = entitySchema(
  'folderName',
  {
    ...tenantOwned,
    /** The normalised name (see folderNameKey). */
    name: requiredString,
    folderId: requiredString,
  },
  { byName: tenantIndex(['name'], 'FOLDERNAME#${name}') },
);
