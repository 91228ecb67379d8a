// The FileStore on S3-compatible object storage, through the AWS SDK.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeName, type FileStore } from './file-store.ts';

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style URLs (MinIO, most self-hosted servers); AWS and R2 also accept them. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. `uploads/`. */
  prefix: string;
}

export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const key = (name: string) => {
    assertSafeName(name);
    return `${settings.prefix}${name}`;
  };
  return {
    kind: 's3',
    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key(name),
          Body: data,
          ContentType: contentType,
          // Names are never reused, so a file never changes.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async read(name) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
        if (!got.Body) return null;
        return {
          data: Buffer.from(await got.Body.transformToByteArray()),
          contentType: got.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    },
  };
}
