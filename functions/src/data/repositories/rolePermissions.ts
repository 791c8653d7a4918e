import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../adapters/dynamo.js';
import { setting } from '../../config/env.js';
import { isConditionFailure } from '../conditionFailure.js';
import { itemKeys } from './keys.js';

/**
 * Sets one flag inside a role's permission map with a single-attribute update, so two admins
 * toggling different switches at once never overwrite each other. Raw UpdateCommand: ElectroDB
 * writes an attribute of type `any` only as a whole, not one key of the map. Answers the role
 * afterwards, or undefined when it does not exist.
 */
export async function setRolePermissionFlag(
  clientId: number,
  roleId: string,
  name: string,
  granted: boolean,
): Promise<{ roleTitle: string; permissions: Record<string, boolean> } | undefined> {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: setting('tableName'),
        Key: itemKeys.role(clientId, roleId),
        UpdateExpression: 'SET #permissions.#name = :granted',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#permissions': 'permissions', '#name': name },
        ExpressionAttributeValues: { ':granted': granted },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return {
      roleTitle: String(Attributes?.roleTitle),
      permissions: Attributes?.permissions as Record<string, boolean>,
    };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
