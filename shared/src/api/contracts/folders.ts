import * as z from 'zod/mini';
import { FOLDER_MESSAGES, FOLDER_NAME_MAX } from '../../processes/messages.js';
import { requiredText } from './fields.js';
import type { ProcessSummary } from './models.js';

/** Per role: may its members see (read) and edit (write) the folder's processes. */
export const folderRolePermissions = z.object({
  roleId: z.string().check(z.minLength(1), z.maxLength(64)),
  permissions: z.object({ PROCESS_READ: z.boolean(), PROCESS_WRITE: z.boolean() }),
});
export type FolderRolePermissions = z.infer<typeof folderRolePermissions>;

const folderName = requiredText(FOLDER_NAME_MAX, {
  required: FOLDER_MESSAGES.nameRequired,
  tooLong: FOLDER_MESSAGES.nameTooLong,
});

/** POST /folder and PUT /folder/{id} */
export const saveFolderRequest = z.object({
  folderName,
  folderPermissions: z._default(z.array(folderRolePermissions).check(z.maxLength(200)), []),
});
export type SaveFolderRequest = z.infer<typeof saveFolderRequest>;

/** PUT /folder/{id}/add */
export const addToFolderRequest = z.object({
  processes: z.array(z.string().check(z.uuid())).check(z.minLength(1), z.maxLength(500)),
});

/** POST /folder/shared/{id} — the complete list of users the folder is shared with. */
export const shareFolderRequest = z.object({
  userIds: z.array(z.string().check(z.minLength(1), z.maxLength(320))).check(z.maxLength(500)),
});

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
