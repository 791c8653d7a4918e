import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** Access logs hold IP addresses (personal data): keep them as long as investigations need, no longer. */
export const ACCESS_LOG_RETENTION = Duration.days(90);

export interface LogBucketProps {
  /**
   * CloudFront standard logging writes with ACLs, so a bucket receiving CloudFront logs needs
   * ACLs enabled (`BUCKET_OWNER_PREFERRED`); S3 server access logs work with ACLs disabled.
   */
  readonly acceptsCloudFrontLogs?: boolean;
}

/**
 * A private bucket for S3 server access logs (and CloudFront logs) of the buckets in its stack.
 * cdk-nag accepts that it does not log itself, because it is a log destination.
 */
export function createLogBucket(scope: Construct, id: string, props: LogBucketProps = {}): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    objectOwnership: props.acceptsCloudFrontLogs
      ? ObjectOwnership.BUCKET_OWNER_PREFERRED
      : ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: [{ id: 'ExpireLogs', expiration: ACCESS_LOG_RETENTION }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
}
