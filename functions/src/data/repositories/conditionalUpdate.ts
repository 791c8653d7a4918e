import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../adapters/dynamo.js';
import { setting } from '../../config/env.js';
import { isConditionFailure } from '../conditionFailure.js';

/**
 * One raw conditional UpdateItem on the table, for the updates ElectroDB's update/patch cannot
 * express (arithmetic under a condition on other attributes, one key of a map). Answers the
 * returned attributes (`{}` when none were asked for), or undefined when the condition failed.
 */
export async function updateIf(
  input: Omit<UpdateCommandInput, 'TableName'>,
): Promise<Record<string, unknown> | undefined> {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({ TableName: setting('tableName'), ...input }),
    );
    return Attributes ?? {};
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
