/**
 * The attachment store in an S3-compatible bucket (S3_BUCKET; AWS, MinIO, Ceph or any S3 API at
 * S3_ENDPOINT), so that every instance behind a load balancer sees every upload. Same interface
 * and checks as the disk store: the upload streams through the content check into a multipart
 * upload (@aws-sdk/lib-storage), which is completed only once the check has passed at the end of
 * the stream; a refused or over-size file fails the stream first, and the upload is aborted, so no
 * object is left. Objects live under `attachments/<key>`, so the retention sweep never touches
 * anything else a shared bucket holds. Credentials come from the AWS SDK's default chain.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, paginateListObjectsV2, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Settings } from '../config.ts';
import { ApiError, notFound } from '../http-errors.ts';
import { createContentCheck } from './attachment-content.ts';
import { contentDispositionAttachment } from './attachment-names.ts';
import { KEY_PATTERN, newKey, type AttachmentStore } from './attachment-store.ts';

const PREFIX = 'attachments/';

/** The S3 client for the settings; region, endpoint and path style from configuration, credentials from the default chain. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default (a CRC32 trailer on every upload,
    // sent as aws-chunked) is not understood by many S3-compatible servers (older MinIO and Ceph,
    // s3rver, where an upload hung); the content check keeps a SHA-256 of every file anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function objectKey(key: string): string {
  // Keys come back from the database, but a key that is not ours never names an object.
  if (!KEY_PATTERN.test(key)) throw notFound();
  return PREFIX + key;
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

export function createS3AttachmentStore(settings: S3Settings, client: S3Client = createS3Client(settings)): AttachmentStore {
  const Bucket = settings.bucket;
  return {
    async save(source, { maxBytes }) {
      const key = newKey();
      const check = createContentCheck(maxBytes);
      // lib-storage reads the body itself: the pipeline feeds it only what passed the check.
      const body = new PassThrough();
      const upload = new Upload({ client, params: { Bucket, Key: objectKey(key), Body: body }, leavePartsOnError: false });
      // A failing check fails `body`, and lib-storage aborts the multipart upload before done()
      // rejects. If S3 gives up first, nobody reads `body` any more: end the feed, or it would wait.
      const uploading = upload.done();
      uploading.catch(() => body.destroy());
      const [checked, uploaded] = await Promise.allSettled([pipeline(source, check.stream, body), uploading]);
      if (checked.status === 'rejected' && (checked.reason instanceof ApiError || uploaded.status === 'fulfilled')) throw checked.reason;
      if (uploaded.status === 'rejected') throw uploaded.reason;
      return { key, ...check.result() };
    },

    async open(key) {
      // The request is made here, so a missing object is a 404 before any header is sent.
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) })).catch((error: unknown) => {
        throw isMissing(error) ? notFound() : error;
      });
      return answer.Body as Readable;
    },

    async remove(key) {
      // Deleting a missing object is not an error in S3 either.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async listOlderThan(before) {
      const old: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: PREFIX })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(PREFIX.length) ?? '';
          if (KEY_PATTERN.test(key) && object.LastModified && object.LastModified < before) old.push(key);
        }
      }
      return old;
    },

    directLink(key, { fileName, contentType, expiresInSeconds, signedAt }) {
      // Named and typed as the server's own download names and types it.
      const command = new GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        ResponseContentDisposition: contentDispositionAttachment(fileName),
        ResponseContentType: contentType,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: signedAt });
    },

    close() {
      client.destroy();
    },
  };
}
