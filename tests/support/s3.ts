/**
 * A real S3 API server for the tests: s3rver on loopback, on a free port, with its files in a
 * temporary directory and one empty bucket. The server under test reaches it as it would reach
 * MinIO (S3_ENDPOINT, path style) with a key pair from the AWS SDK's default chain (the
 * environment); s3rver's own account is S3RVER / S3RVER.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/config.ts';
import { createS3Client } from '../../server/services/s3-attachment-store.ts';

export interface TestS3 {
  settings: S3Settings;
  /** The environment that points the server at this bucket (S3_BUCKET, S3_ENDPOINT, S3_FORCE_PATH_STYLE). */
  env: Record<string, string>;
  client: S3Client;
  /** Every object in the bucket, by key. */
  objectKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/** Where the attachment tests keep their files: on disk (the embedded default) or in S3. */
export type StoreMode = 'disk' | 's3';
export const storeModes: StoreMode[] = ['disk', 's3'];

export async function startTestS3(): Promise<TestS3> {
  // The default chain reads these; s3rver checks the key id against its one account.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const directory = await mkdtemp(path.join(os.tmpdir(), 'motor-s3-'));
  const bucket = `claims-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3Settings = { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true };
  const client = createS3Client(settings);
  return {
    settings,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: settings.endpoint!, S3_FORCE_PATH_STYLE: 'true' },
    client,
    async objectKeys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
