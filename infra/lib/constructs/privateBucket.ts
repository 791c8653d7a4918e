import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps {
  /** Bucket receiving the S3 server access logs (it must live in the same stack). */
  readonly accessLogs: IBucket;
  readonly accessLogsPrefix: string;
  readonly versioned: boolean;
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * The one way this app creates a bucket for its own data: never public, TLS only, encrypted,
 * access-logged, ACLs disabled, abandoned multipart uploads cleaned up.
 */
export function createPrivateBucket(scope: Construct, id: string, props: PrivateBucketProps): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    versioned: props.versioned,
    serverAccessLogsBucket: props.accessLogs,
    serverAccessLogsPrefix: props.accessLogsPrefix,
    lifecycleRules: [{ id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(7) }],
    removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
  });
}
