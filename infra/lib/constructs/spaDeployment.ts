import { Duration } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledgeBucketDeployment, bucketDeploymentRole } from './bucketDeploymentGrants.js';

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

    const { role, logGroup } = bucketDeploymentRole(this);
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

    // The construct also grants cloudfront:CreateInvalidation and GetInvalidation on *.
    acknowledgeBucketDeployment(this, role, props.bucket, {
      copies: 'the SPA build',
      into: 'the site bucket',
      uploaded: 'build',
      writes: 'it writes every file of the build into the site bucket.',
      more: [
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason: 'cloudfront:CreateInvalidation and GetInvalidation are granted on * by the construct.',
        },
      ],
    });
  }
}
