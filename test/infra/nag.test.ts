import { App, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { acknowledge, addNagChecks } from '../../infra/lib/nag.js';

function appWithPlainBucket(acknowledged: boolean): App {
  const app = new App();
  const stack = new Stack(app, 'Probe');
  const bucket = new Bucket(stack, 'Plain', { enforceSSL: true });
  if (acknowledged) {
    acknowledge(bucket, { id: 'AwsSolutions-S1', reason: 'Probe bucket of the nag wiring test only.' });
  }
  addNagChecks(app);
  return app;
}

describe('cdk-nag wiring', () => {
  it('fails synthesis on an unacknowledged finding', () => {
    expect(() => appWithPlainBucket(false).synth()).toThrow(/AwsSolutions-S1/);
  });

  it('lets an acknowledged finding pass', () => {
    expect(() => appWithPlainBucket(true).synth()).not.toThrow();
  });
});
