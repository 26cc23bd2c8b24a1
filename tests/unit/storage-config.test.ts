import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { attachmentLinkSecret, linkSecretFile } from '../../server/services/attachment-links.ts';

/** The S3 and download-link settings, each checked at start with a message naming it. */
describe('S3 settings', () => {
  it('are off unless S3_BUCKET is set: attachments stay on disk, as before', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('read the bucket, endpoint, region and path style', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'poistovna-prilohy',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({ bucket: 'poistovna-prilohy', endpoint: 'https://minio.internal:9000', region: 'eu-central-1', forcePathStyle: true });
    // AWS itself: the region from the SDK's usual variable, virtual-hosted URLs.
    expect(loadConfig({ S3_BUCKET: 'poistovna-prilohy', AWS_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'poistovna-prilohy',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ S3_BUCKET: 'poistovna-prilohy' }).s3?.region).toBe('us-east-1');
  });

  it.each([
    [
      { S3_BUCKET: 'Prilohy_Poistovne' },
      'S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, "." or "-", got "Prilohy_Poistovne"',
    ],
    [{ S3_BUCKET: 'prilohy', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must use http: or https:, got "minio:"'],
    [
      { S3_BUCKET: 'prilohy', S3_REGION: 'Europe (Frankfurt)' },
      'S3_REGION must be a region name like eu-central-1, got "Europe (Frankfurt)"',
    ],
    [{ S3_BUCKET: 'prilohy', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false, got "yes"'],
    [{ S3_REGION: 'eu-central-1' }, 'S3_REGION is set but S3_BUCKET is not; set S3_BUCKET to keep attachments in S3'],
  ])('refuse %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('download-link settings', () => {
  it('default to links valid for 7 days, the longest an S3 pre-signed URL lives', () => {
    expect(loadConfig({}).attachmentLinkTtlHours).toBe(168);
    expect(loadConfig({ ATTACHMENT_LINK_TTL_HOURS: '24' }).attachmentLinkTtlHours).toBe(24);
    expect(() => loadConfig({ ATTACHMENT_LINK_TTL_HOURS: '169' })).toThrow(
      new ConfigError('ATTACHMENT_LINK_TTL_HOURS must be a whole number from 1 to 168, got "169"'),
    );
  });

  it('refuse a short ATTACHMENT_LINK_SECRET without echoing it', () => {
    expect(() => loadConfig({ ATTACHMENT_LINK_SECRET: 'kratke-tajomstvo' })).toThrow(
      new ConfigError('ATTACHMENT_LINK_SECRET must be at least 32 characters, got 16'),
    );
  });

  describe('the signing key', () => {
    let dataDir: string | undefined;
    afterEach(async () => {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('is ATTACHMENT_LINK_SECRET when set, else one made at the first start and kept (0600) in DATA_DIR across restarts', async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'motor-link-'));
      const configured = 'x'.repeat(40);
      expect(await attachmentLinkSecret({ attachmentLinkSecret: configured, dataDir })).toBe(configured);

      const first = await attachmentLinkSecret({ attachmentLinkSecret: undefined, dataDir });
      const again = await attachmentLinkSecret({ attachmentLinkSecret: undefined, dataDir });
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(again).toBe(first);
      expect((await readFile(linkSecretFile(dataDir), 'utf8')).trim()).toBe(first);
      expect((await stat(linkSecretFile(dataDir))).mode & 0o777).toBe(0o600);
      // Two instances starting at once on one DATA_DIR agree on one key.
      const other = await mkdtemp(path.join(os.tmpdir(), 'motor-link-'));
      const keys = await Promise.all([1, 2, 3].map(() => attachmentLinkSecret({ attachmentLinkSecret: undefined, dataDir: other })));
      expect(new Set(keys).size).toBe(1);
      await rm(other, { recursive: true, force: true });
    });
  });
});
