// An S3-compatible server on loopback for the tests and the fleet benchmark (issue 22): s3rver,
// which keeps its objects in a temporary folder and speaks the S3 API the AWS SDK uses, so the
// storage is tested against a real server, never a mock of the SDK.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Starts the server on a free port; `close()` stops it and removes its objects. */
export async function startS3Server({ port = 0 } = {}) {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The environment of an instance whose files go to `bucket` on this server. */
export function s3Environment(endpoint, bucket) {
  return {
    S3_BUCKET: bucket,
    S3_FORCE_PATH_STYLE: '1',
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  };
}
