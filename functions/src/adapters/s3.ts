import { S3Client } from '@aws-sdk/client-s3';
import { traced } from './observability.js';

/**
 * The one S3 client of a container, shared by model, document and survey storage; emulators
 * (s3rver, LocalStack) need path-style addressing.
 */
export const s3 = traced(
  new S3Client({
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL),
  }),
);
