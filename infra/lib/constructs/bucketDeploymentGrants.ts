import { DefaultStackSynthesizer, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge, type NagAcknowledgment } from '../nag.js';

/**
 * The role and log group a BucketDeployment runs with: its own role, so that the grants the
 * construct adds stay on it (and are acknowledged there), and logs kept for a month.
 */
export function bucketDeploymentRole(scope: Construct): { readonly role: Role; readonly logGroup: LogGroup } {
  const role = new Role(scope, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  const logGroup = new LogGroup(scope, 'Logs', {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  logGroup.grantWrite(role);
  return { role, logGroup };
}

export interface DeploymentGrants {
  /** What it copies, e.g. 'the SPA build'. */
  readonly copies: string;
  /** The bucket it copies into, e.g. 'the site bucket'. */
  readonly into: string;
  /** What it reads from the CDK asset bucket, e.g. 'build'. */
  readonly uploaded: string;
  /** Why it writes into the destination bucket, a sentence beginning with 'it writes'. */
  readonly writes: string;
  /** Further grants of this deployment, their reason after the common 'Granted by …;'. */
  readonly more?: readonly NagAcknowledgment[];
}

/**
 * BucketDeployment adds its own grants (wildcard S3 actions on the CDK asset bucket and the
 * destination bucket) and runs a CDK-maintained Python Lambda: both are acknowledged here.
 */
export function acknowledgeBucketDeployment(
  scope: Construct,
  role: Role,
  bucket: Bucket,
  grants: DeploymentGrants,
): void {
  const stack = Stack.of(scope);
  const qualifier: unknown = scope.node.tryGetContext('@aws-cdk/core:bootstrapQualifier');
  const assetBucket = `cdk-${typeof qualifier === 'string' ? qualifier : DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-<AWS::Region>`;
  const bucketLogicalId = stack.getLogicalId(bucket.node.defaultChild as CfnBucket);
  const why = `Granted by the CDK BucketDeployment construct, which copies ${grants.copies} from the CDK asset bucket into ${grants.into};`;
  acknowledge(
    role,
    ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: `${why} limited to those two buckets.`,
    })),
    {
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assetBucket}/*]`,
      reason: `${why} it reads the uploaded ${grants.uploaded} from the CDK asset bucket.`,
    },
    {
      id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`,
      reason: `${why} ${grants.writes}`,
    },
    ...(grants.more ?? []).map(({ id, reason }) => ({ id, reason: `${why} ${reason}` })),
  );
  for (const child of stack.node.children) {
    if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
      acknowledge(child, {
        id: 'AwsSolutions-L1',
        reason:
          'The runtime of the BucketDeployment handler is chosen and updated by aws-cdk-lib, not by this app.',
      });
    }
  }
}
