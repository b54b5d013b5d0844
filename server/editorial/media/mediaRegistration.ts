/**
 * `POST /redacao/media`: a finished upload becomes a photo or a video of the newsroom. Its bytes must be what its
 * type claimed (a renamed PDF is refused, and nothing is kept); it is moved from the uploads' waiting room into the
 * file store, recorded as 'processing' with what its metadata suggests (a caption and a credit the editor may
 * take), and its sizes are left to the job queue
 * (mediaPreparation.ts), so a 4 GB film doesn't hold the request, and a restart doesn't lose the work.
 */
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  mediaMessages,
  uploadKindOf,
  uploadTypes,
  type UploadKind,
} from '../../../src/domain/editorialMedia';
import type { EditorialMediaItem, MediaRegisterBody } from '../../../src/domain/editorialSchemas';
import { titleSlug } from '../../../src/domain/fileNames';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { recordEditorialChange } from '../../shared/changeLog';
import { enqueueJob } from '../../jobs/jobQueue';
import type { MediaUrlBuilder } from '../../media/mediaUrls';
import { DomainError } from '../../shared/domainError';
import type { FileStore } from '../../storage/fileStore';
import { fileHead } from './fileHead';
import { mediaItemOf } from './mediaItem';
import { prepareMediaJobKind } from './mediaPreparation';
import { photoFacts } from './photoMetadata';
import type { UploadStore } from './uploadStore';

export interface RegistrationDeps {
  db: Db;
  files: FileStore;
  uploads: UploadStore;
  urls: MediaUrlBuilder;
  actorId: number;
  now: Date;
}

/** Where an upload's original waits for its job, out of the public media. */
export const originalKey = (uploadId: string) => `private/editorial-originals/${uploadId}`;

/** The bytes are what the type said: an image of a format we take, or an MP4/QuickTime film. */
async function bytesAreOfKind(files: FileStore, key: string, kind: UploadKind): Promise<boolean> {
  const found = await fileTypeFromBuffer(await fileHead(files, key));
  if (!found) return false;
  if (kind === 'image') return (uploadTypes.image as readonly string[]).includes(found.mime);
  return found.mime === 'video/mp4' || found.mime === 'video/quicktime' || found.ext === 'm4v';
}

/** The file names the job will write, unique by a random part: an embargoed photo's address can't be guessed. */
function fileNamesOf(kind: UploadKind, title: string, originalName: string) {
  const base = `${titleSlug(title)}-${randomBytes(4).toString('hex')}`;
  if (kind === 'image')
    return { fileLow: `${base}-low.jpg`, fileMed: `${base}-med.jpg`, fileFull: `${base}-full.jpg` };
  const extension = /\.mov$/i.test(originalName) ? 'mov' : 'mp4';
  return { fileLow: `${base}-poster.jpg`, fileMed: `${base}-med.mp4`, fileFull: `${base}-high.${extension}` };
}

export async function registerUpload(
  deps: RegistrationDeps,
  body: MediaRegisterBody,
): Promise<EditorialMediaItem> {
  const { db, files, uploads } = deps;
  const upload = await uploads.getUpload(body.upload).catch(() => null);
  if (!upload) throw new DomainError(404, mediaMessages.unknownUpload);
  if (upload.size === undefined || upload.offset !== upload.size)
    throw new DomainError(400, mediaMessages.unfinished);
  const kind = uploadKindOf(upload.metadata?.filetype ?? '');
  // A PDF is a release's attachment (documentRegistration.ts), not a photo or film of the gallery.
  if (!kind || kind === 'document') throw new DomainError(400, mediaMessages.type);
  const originalName = upload.metadata?.filename ?? '';

  const key = originalKey(upload.id);
  await files.put(key, await uploads.read(upload.id));
  const refused = kind === 'image' ? mediaMessages.notAnImage : mediaMessages.notAVideo;
  if (!(await bytesAreOfKind(files, key, kind))) {
    await Promise.all([files.remove(key), uploads.remove(upload.id)]);
    throw new DomainError(400, refused);
  }
  const facts = kind === 'image' ? await photoFacts((await files.read(key))!) : null;
  if (kind === 'image' && !facts) {
    await Promise.all([files.remove(key), uploads.remove(upload.id)]);
    throw new DomainError(400, refused);
  }
  await uploads.remove(upload.id);

  const title = body.title?.trim() || originalName.replace(/\.[^.]+$/, '').trim() || 'Sem título';
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(media)
      .values({
        kind,
        title,
        folder: kind === 'image' ? 'images' : 'videos',
        ...fileNamesOf(kind, title, originalName),
        sizeLow: '',
        sizeMed: '',
        sizeFull: '',
        // Out of the gallery's lists: an embargoed launch's photos must not show before the release.
        inGallery: false,
        // The photo's own words wait for the editor: only what someone confirms is public.
        suggestedCaption: facts?.caption ?? '',
        suggestedCredit: facts?.credit ?? '',
        takenAt: facts?.takenAt ?? null,
        state: 'processing',
        uploadedBy: deps.actorId,
        createdAt: deps.now,
      })
      .returning();
    await recordEditorialChange(tx, 'media', {
      subjectId: created!.id,
      action: 'create',
      note: originalName || null,
      actorId: deps.actorId,
      at: deps.now,
    });
    await enqueueJob(tx, {
      kind: prepareMediaJobKind,
      key: `${prepareMediaJobKind}:${created!.id}`,
      payload: { mediaId: created!.id, original: key },
      runAt: deps.now,
    });
    return created!;
  });
  return mediaItemOf(row, deps.urls);
}
