import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledgeBucketDeployment, bucketDeploymentRole } from './bucketDeploymentGrants.js';

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

    const { role, logGroup } = bucketDeploymentRole(this);
    new BucketDeployment(this, 'Files', {
      sources: [Source.asset(props.sourceDir)],
      destinationBucket: props.bucket,
      destinationKeyPrefix: props.prefix,
      prune: true,
      role,
      logGroup,
      memoryLimit: 512,
    });

    acknowledgeBucketDeployment(this, role, props.bucket, {
      copies: 'the lessons',
      into: 'the documents bucket',
      uploaded: 'lessons',
      writes: 'it writes the lesson files below their prefix.',
    });
  }
}
