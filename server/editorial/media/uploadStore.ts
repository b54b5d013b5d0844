/**
 * Where resumable uploads (tus) wait while they arrive: a folder of the data folder on one machine, or the bucket
 * when the newsroom runs on several (the store of server/storage/), so a resumed upload finds its first part whichever
 * process takes it. A finished upload is moved into the file store by its registration (mediaRegistration.ts).
 */
import path from 'node:path';
import { FileStore as TusFolderStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';
import type { ServerSettings } from '../../config';

/** A tus store that can also hand back a finished upload's bytes (both stores tus ships can). */
export type UploadStore = DataStore & { read(id: string): Readable | Promise<Readable> };

/**
 * An upload still here a week after it began is abandoned: given up half way (a film weighs gigabytes), or finished
 * and never registered (the editor registers it the moment it arrives). tus refuses its next part (410), and the
 * hourly sweep (`uploads.editorialSweep`) deletes it.
 */
export const uploadExpiryMs = 7 * 24 * 60 * 60 * 1000;

export function openUploadStore(
  settings: Pick<ServerSettings, 'dataDir' | 's3'>,
  expiryMs = uploadExpiryMs,
): UploadStore {
  const s3 = settings.s3;
  if (!s3)
    // Beside the private uploads rather than among them: they have their own sweep and their own checks.
    return new TusFolderStore({
      directory: path.join(settings.dataDir, 'editorial-uploads'),
      expirationPeriodInMilliseconds: expiryMs,
    });
  return new S3Store({
    // S3 asks at least 5 MB a part; 8 MB keeps a 4 GB film under its 10,000 parts.
    partSize: 8 * 1024 * 1024,
    expirationPeriodInMilliseconds: expiryMs,
    s3ClientConfig: {
      bucket: s3.bucket,
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
      ...(s3.credentials ? { credentials: s3.credentials } : {}),
    },
  });
}
