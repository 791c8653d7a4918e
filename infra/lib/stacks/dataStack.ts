import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EXPORT_OBJECT_TAG, EXPORT_RETENTION_DAYS, LESSONS_PREFIX } from '@prozesspuls/shared';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { type Bucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { LessonDeployment } from '../constructs/lessonDeployment.js';
import { createLogBucket } from '../constructs/logBucket.js';
import { createPrivateBucket } from '../constructs/privateBucket.js';
import { REPO_ROOT } from '../paths.js';

/** The committed video lessons of the help centre (`npm run docs:media` records them). */
export const LESSONS_DIR = join(REPO_ROOT, 'infra', 'assets', 'lessons');

/** Global secondary indexes of the single table; handlers get access to exactly these. */
export const TABLE_INDEXES = ['gsi1', 'gsi2'] as const;

/** The attribute DynamoDB reads to expire items (sessions, one-time tokens). */
export const TTL_ATTRIBUTE = 'ttl';

/** Everything that holds customer data: the single table and the document and BPMN history buckets. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly documentsBucket: Bucket;
  readonly historyBucket: Bucket;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const indexName of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: { name: `${indexName}pk`, type: AttributeType.STRING },
        sortKey: { name: `${indexName}sk`, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    const accessLogs = createLogBucket(this, 'AccessLogs');
    this.documentsBucket = createPrivateBucket(this, 'Documents', {
      accessLogs,
      accessLogsPrefix: 'documents/',
      versioned: true,
    });
    // Stored exports (own data, whole tenant, evaluation) are tagged and expire: their download
    // link lives minutes, the copy must not stay (DSGVO).
    this.documentsBucket.addLifecycleRule({
      id: 'ExpireExports',
      tagFilters: { [EXPORT_OBJECT_TAG.key]: EXPORT_OBJECT_TAG.value },
      expiration: Duration.days(EXPORT_RETENTION_DAYS),
      noncurrentVersionExpiration: Duration.days(EXPORT_RETENTION_DAYS),
    });
    // The SPA moves document bytes straight to and from S3 through presigned URLs (a Lambda
    // payload is at most 6 MB; docs/documents.md). The URL's signature is the authorisation.
    this.documentsBucket.addCorsRule({
      allowedOrigins: ['*'],
      allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
      allowedHeaders: ['*'],
      maxAge: 3000,
    });
    // The help centre's video lessons: platform content below their own prefix, no tenant's key.
    if (existsSync(LESSONS_DIR)) {
      new LessonDeployment(this, 'Lessons', {
        sourceDir: LESSONS_DIR,
        bucket: this.documentsBucket,
        prefix: LESSONS_PREFIX,
      });
    }
    // BPMN XML versions are content-addressed; versioning guards them against deletion by mistake.
    this.historyBucket = createPrivateBucket(this, 'History', {
      accessLogs,
      accessLogsPrefix: 'history/',
      versioned: true,
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
