import { DefaultStackSynthesizer, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.js';

export interface LessonDeploymentProps {
  /** The committed lessons (`infra/assets/lessons`: webm, vtt, json; `npm run docs:media`). */
  readonly sourceDir: string;
  readonly bucket: Bucket;
  /** The storage prefix the API lists them from (LESSONS_PREFIX). */
  readonly prefix: string;
}

/**
 * Publishes the help centre's video lessons below one prefix of the documents bucket, where
 * GET /help/lesson lists them. Pruning stays inside the prefix: a lesson removed from the
 * repository disappears from the list, and no other object of the bucket is touched.
 */
export class LessonDeployment extends Construct {
  constructor(scope: Construct, id: string, props: LessonDeploymentProps) {
    super(scope, id);

    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);
    new BucketDeployment(this, 'Files', {
      sources: [Source.asset(props.sourceDir)],
      destinationBucket: props.bucket,
      destinationKeyPrefix: props.prefix,
      prune: true,
      role,
      logGroup,
      memoryLimit: 512,
    });

    const stack = Stack.of(this);
    const qualifier: unknown = this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier');
    const assetBucket = `cdk-${typeof qualifier === 'string' ? qualifier : DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-<AWS::Region>`;
    const bucketLogicalId = stack.getLogicalId(props.bucket.node.defaultChild as CfnBucket);
    const why =
      'Granted by the CDK BucketDeployment construct, which copies the lessons from the CDK asset bucket into the documents bucket;';
    acknowledge(
      role,
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${why} limited to those two buckets.`,
      })),
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assetBucket}/*]`,
        reason: `${why} it reads the uploaded lessons from the CDK asset bucket.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`,
        reason: `${why} it writes the lesson files below their prefix.`,
      },
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
}
