/**
 * Points the functions' modules that a benchmark imports into its own process at the local
 * cloud's DynamoDB (any credentials open DynamoDB Local; the table is the one the seed creates),
 * plus `extra` variables a module needs. Call it before the dynamic import, which reads the
 * environment once.
 */
export function pointFunctionsAtDynamo(
  dynamoEndpoint: string,
  extra: Readonly<Record<string, string>> = {},
): void {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TABLE_NAME: 'prozesspuls',
    ...extra,
  });
}

/** The functions' ElectroDB service on the local cloud's DynamoDB, as the handlers use it. */
export async function localDb(dynamoEndpoint: string) {
  pointFunctionsAtDynamo(dynamoEndpoint);
  const { getDb } = await import('../../functions/src/data/db.js');
  return getDb();
}
