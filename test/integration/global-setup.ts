import type { TestProject } from 'vitest/node';
import { startLocalCloud } from '../../infra/local/cloud.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailboxUrl: string;
    dynamoEndpoint: string;
    s3Endpoint: string;
    /** What the local cloud's functions run with: for tests that call a task's handler in process. */
    functionEnvironment: Record<string, string>;
  }
}

/** One local cloud (real emulators, throw-away data) for all integration suites. */
export default async function setup(project: TestProject) {
  const cloud = await startLocalCloud();
  console.log(`local cloud for integration tests ready in ${cloud.startupSeconds} s at ${cloud.baseUrl}`);
  project.provide('baseUrl', cloud.baseUrl);
  project.provide('mailboxUrl', cloud.mailboxUrl);
  project.provide('dynamoEndpoint', cloud.dynamoEndpoint);
  project.provide('s3Endpoint', cloud.s3Endpoint);
  project.provide('functionEnvironment', cloud.functionEnvironment);
  return () => cloud.stop();
}
