import type { TestProject } from 'vitest/node';
import { startS3Server } from '../support/s3-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}

/** One S3-compatible server for the whole unit test run; each test runtime makes its own bucket. */
export default async function setup(project: TestProject) {
  const server = await startS3Server();
  project.provide('s3Endpoint', server.endpoint);
  return () => server.close();
}
