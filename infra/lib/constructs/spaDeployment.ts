import { DefaultStackSynthesizer, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.js';

export interface SpaDeploymentProps {
  /** The Vite build output (`web/dist`). */
  readonly sourceDir: string;
  readonly bucket: Bucket;
  readonly distribution: Distribution;
}

const SHELL = 'index.html';

/**
 * Uploads the built SPA. Hashed bundles are cached for a year; the shell `index.html` is always
 * revalidated so a deployment takes effect at once. Nothing is pruned: tabs still running the
 * previous version can lazy-load their old chunks.
 */
export class SpaDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SpaDeploymentProps) {
    super(scope, id);

    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);
    // The precompressed copies (.br, .gz) are for the local server; CloudFront compresses itself.
    const source = Source.asset(props.sourceDir, { exclude: ['*.br', '*.gz'] });

    const assets = new BucketDeployment(this, 'Assets', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: [SHELL],
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
      role,
      logGroup,
      memoryLimit: 512,
    });
    const shell = new BucketDeployment(this, 'Shell', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: [SHELL],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      role,
      logGroup,
      memoryLimit: 512,
    });
    // The shell must never reference bundles that are not uploaded yet.
    shell.node.addDependency(assets);

    this.acknowledgeCdkManagedPermissions(role, props.bucket);
  }

  /**
   * BucketDeployment adds its own grants (wildcard S3 actions on the CDK asset bucket and the site
   * bucket, CloudFront invalidation on `*`) and runs a CDK-maintained Python Lambda.
   */
  private acknowledgeCdkManagedPermissions(role: Role, bucket: Bucket): void {
    const stack = Stack.of(this);
    const qualifier: unknown = this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier');
    const assetBucket = `cdk-${typeof qualifier === 'string' ? qualifier : DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-<AWS::Region>`;
    const siteBucketLogicalId = stack.getLogicalId(bucket.node.defaultChild as CfnBucket);
    const why =
      'Granted by the CDK BucketDeployment construct, which copies the SPA build from the CDK asset bucket into the site bucket;';
    acknowledge(
      role,
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${why} limited to those two buckets.`,
      })),
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assetBucket}/*]`,
        reason: `${why} it reads the uploaded build from the CDK asset bucket.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${siteBucketLogicalId}.Arn>/*]`,
        reason: `${why} it writes every file of the build into the site bucket.`,
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: `${why} cloudfront:CreateInvalidation and GetInvalidation are granted on * by the construct.`,
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
