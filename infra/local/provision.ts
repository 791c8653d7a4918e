import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

export const LOCAL_NAMES = {
  table: 'prozesspuls',
  documentsBucket: 'prozesspuls-documents',
  historyBucket: 'prozesspuls-bpmn-history',
  userPool: 'prozesspuls-local',
  userPoolClient: 'prozesspuls-web',
} as const;

/** The same key design the CDK data stack declares: pk/sk plus gsi1 and gsi2, TTL on `ttl`. */
export async function ensureTable(endpoint: string, table: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint });
  try {
    await client.send(new DescribeTableCommand({ TableName: table }));
    return;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ResourceNotFoundException') throw error;
  }
  const attribute = (AttributeName: string) => ({ AttributeName, AttributeType: 'S' as const });
  const gsi = (name: string) => ({
    IndexName: name,
    KeySchema: [
      { AttributeName: `${name}pk`, KeyType: 'HASH' as const },
      { AttributeName: `${name}sk`, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  try {
    await client.send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map(attribute),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [gsi('gsi1'), gsi('gsi2')],
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: table,
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  } finally {
    client.destroy();
  }
}

export async function ensureBuckets(endpoint: string, buckets: readonly string[]): Promise<void> {
  const s3 = new S3Client({ endpoint, forcePathStyle: true });
  try {
    for (const Bucket of buckets) {
      try {
        await s3.send(new HeadBucketCommand({ Bucket }));
      } catch {
        await s3.send(new CreateBucketCommand({ Bucket }));
      }
    }
  } finally {
    s3.destroy();
  }
}

/**
 * Lets the SPA upload and download element documents straight to/from a bucket through
 * presigned URLs (docs/documents.md); on AWS the documents bucket has the same rule (DataStack).
 */
export async function allowBrowserTransfers(endpoint: string, bucket: string, origin: string): Promise<void> {
  const s3 = new S3Client({ endpoint, forcePathStyle: true });
  try {
    await s3.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: [origin],
              AllowedMethods: ['PUT', 'GET'],
              AllowedHeaders: ['*'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      }),
    );
  } finally {
    s3.destroy();
  }
}

const LESSON_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json',
};

/**
 * Publishes the committed video lessons (infra/assets/lessons) below `prefix` of `bucket`, as the
 * cloud's BucketDeployment does: every file uploaded, and objects below the prefix that are no
 * longer in the folder removed, so a kept data folder never lists a lesson that was taken out.
 */
export async function publishLessons(
  endpoint: string,
  bucket: string,
  prefix: string,
  folder: string,
): Promise<void> {
  const s3 = new S3Client({ endpoint, forcePathStyle: true });
  try {
    const files = (existsSync(folder) ? readdirSync(folder) : []).filter(
      (name) => extname(name) in LESSON_CONTENT_TYPES,
    );
    for (const name of files) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${prefix}${name}`,
          Body: readFileSync(join(folder, name)),
          ContentType: LESSON_CONTENT_TYPES[extname(name)],
        }),
      );
    }
    const published = new Set(files.map((name) => `${prefix}${name}`));
    const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    const stale = Contents.flatMap((o) => (o.Key && !published.has(o.Key) ? [{ Key: o.Key }] : []));
    if (stale.length > 0) {
      await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: stale, Quiet: true } }));
    }
  } finally {
    s3.destroy();
  }
}

/** Finds or creates the user pool and its public app client (USER_PASSWORD_AUTH, refresh). */
export async function ensureUserPool(endpoint: string): Promise<{ userPoolId: string; clientId: string }> {
  const cognito = new CognitoIdentityProviderClient({ endpoint });
  try {
    const { UserPools = [] } = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = UserPools.find((p) => p.Name === LOCAL_NAMES.userPool)?.Id;
    if (!userPoolId) {
      const created = await cognito.send(
        new CreateUserPoolCommand({
          PoolName: LOCAL_NAMES.userPool,
          Policies: {
            PasswordPolicy: {
              MinimumLength: 8,
              RequireUppercase: true,
              RequireLowercase: true,
              RequireNumbers: true,
              RequireSymbols: true,
            },
          },
          Schema: [{ Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true }],
        }),
      );
      userPoolId = created.UserPool?.Id;
    }
    if (!userPoolId) throw new Error('user pool could not be created');
    const { UserPoolClients = [] } = await cognito.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
    );
    let clientId = UserPoolClients.find((c) => c.ClientName === LOCAL_NAMES.userPoolClient)?.ClientId;
    if (!clientId) {
      const created = await cognito.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: LOCAL_NAMES.userPoolClient,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      clientId = created.UserPoolClient?.ClientId;
    }
    if (!clientId) throw new Error('user pool client could not be created');
    return { userPoolId, clientId };
  } finally {
    cognito.destroy();
  }
}
