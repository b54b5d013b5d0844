/**
 * The file store the settings name: the bucket when `S3_BUCKET` is set, else the data folder itself (its keys are
 * the folders the newsroom always used: `private/uploads/…`, `pdf/…`).
 */
import type { ServerSettings } from '../config';
import type { FileStore } from './fileStore';
import { folderStore } from './folderStore';
import { s3Store } from './s3Store';

export function openFileStore(settings: Pick<ServerSettings, 'dataDir' | 's3'>): FileStore {
  return settings.s3 ? s3Store(settings.s3) : folderStore(settings.dataDir);
}
