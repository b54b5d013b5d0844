/**
 * The file store in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph…), shared by every API process:
 * what one machine writes, the next reads. Credentials come from the SDK's usual chain (`AWS_ACCESS_KEY_ID` and
 * `AWS_SECRET_ACCESS_KEY`, an instance role…); a store other than AWS is named by its endpoint and addressed by
 * path (`bucket` after the host), which every S3-compatible server understands.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { contentType } from 'mime-types';
import { checkKey, type FileStore } from './fileStore';

export interface S3Location {
  bucket: string;
  region: string;
  /** A store other than AWS (`https://minio.example:9000`); AWS's own when absent. */
  endpoint?: string | undefined;
  /** Only for tests and the cluster script's local server; production uses the SDK's chain. */
  credentials?: S3ClientConfig['credentials'];
}

const healthKey = 'health/ready';

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

export function s3Store(location: S3Location): FileStore {
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
    ...(location.credentials ? { credentials: location.credentials } : {}),
  });
  const Bucket = location.bucket;

  return {
    kind: 's3',
    async put(key, body, options) {
      // Named by its extension when not said: a CDN or `MEDIA_BASE_URL` may serve the bucket's files directly.
      const ContentType =
        options?.contentType ?? (contentType(key.slice(key.lastIndexOf('/') + 1)) || undefined);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: body, ContentType }));
        return;
      }
      // A stream of unknown length: sent in parts, a few at a time, so memory stays flat whatever its size.
      await new Upload({ client, params: { Bucket, Key: checkKey(key), Body: body, ContentType } }).done();
    },
    async open(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checkKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      const stream = await this.open(key);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? [])
          if (item.Key)
            yield { key: item.Key, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    // One small object of our own, asked for and written back when it is missing (a bucket that is gone refuses the
    // write). Not HeadBucket: some S3-compatible servers answer it by listing the bucket, and the balancer asks
    // every process for its health twice a second.
    async check() {
      if (!(await this.stat(healthKey))) await this.put(healthKey, Buffer.from('newsroom'));
    },
  };
}
