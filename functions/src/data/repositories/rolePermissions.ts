import { writtenIfConditionHolds } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { updateIf } from './conditionalUpdate.js';
import { itemKeys } from './keys.js';
import { allOf, oneOf } from './reads.js';

/**
 * Sets one flag inside a role's permission map with a single-attribute update, so two admins
 * toggling different switches at once never overwrite each other. Raw update: ElectroDB writes
 * an attribute of type `any` only as a whole, not one key of the map. Answers the role
 * afterwards, or undefined when it does not exist.
 */
export async function setRolePermissionFlag(
  clientId: number,
  roleId: string,
  name: string,
  granted: boolean,
): Promise<{ roleTitle: string; permissions: Record<string, boolean> } | undefined> {
  const role = await updateIf({
    Key: itemKeys.role(clientId, roleId),
    UpdateExpression: 'SET #permissions.#name = :granted',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#permissions': 'permissions', '#name': name },
    ExpressionAttributeValues: { ':granted': granted },
    ReturnValues: 'ALL_NEW',
  });
  return (
    role && { roleTitle: String(role.roleTitle), permissions: role.permissions as Record<string, boolean> }
  );
}

/** Every role of a client (one partition query). */
export async function rolesOfClient(clientId: number) {
  return allOf(getDb().entities.role.query.byClient({ clientId }));
}

/** One role of a client, or undefined. */
export async function loadRole(clientId: number, roleId: string) {
  return oneOf(getDb().entities.role.get({ clientId, roleId }));
}

/** Creates a role with its permission map and no members counted. */
export async function createRoleRecord(
  clientId: number,
  roleId: string,
  roleTitle: string,
  permissions: Record<string, boolean>,
): Promise<void> {
  await getDb().entities.role.create({ clientId, roleId, roleTitle, permissions, memberCount: 0 }).go();
}

/**
 * Deletes the role in one conditional delete: only while it exists and its member counter is 0
 * (or it has none). False when the condition failed.
 */
export function deleteRoleIfUnassigned(clientId: number, roleId: string): Promise<boolean> {
  return writtenIfConditionHolds(
    getDb()
      .entities.role.delete({ clientId, roleId })
      .where(
        (a, op) =>
          `${op.exists(a.roleId)} AND (${op.notExists(a.memberCount)} OR ${op.lte(a.memberCount, 0)})`,
      ),
  );
}
