/**
 * `POST /redacao/documents`: a finished upload becomes a release's PDF, kept as it is among the media
 * (`documents/<title>-<random>.pdf`: the random part keeps an embargoed release's file from being guessed). Its bytes
 * must be a PDF whatever the browser called it; the news item names the answer's `file` when it is saved.
 */
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { mediaMessages, uploadKindOf } from '../../../src/domain/editorialMedia';
import type { EditorialDocument, MediaRegisterBody } from '../../../src/domain/editorialSchemas';
import { titleSlug } from '../../../src/domain/fileNames';
import { mediaKey } from '../../media/mediaKeys';
import type { MediaUrlBuilder } from '../../media/mediaUrls';
import { DomainError } from '../../shared/domainError';
import type { FileStore } from '../../storage/fileStore';
import { fileHead } from './fileHead';
import type { UploadStore } from './uploadStore';

export const documentsFolder = 'documents';

export async function registerDocument(
  { files, uploads, urls }: { files: FileStore; uploads: UploadStore; urls: MediaUrlBuilder },
  body: MediaRegisterBody,
): Promise<EditorialDocument> {
  const upload = await uploads.getUpload(body.upload).catch(() => null);
  if (!upload) throw new DomainError(404, mediaMessages.unknownUpload);
  if (upload.size === undefined || upload.offset !== upload.size)
    throw new DomainError(400, mediaMessages.unfinished);
  if (uploadKindOf(upload.metadata?.filetype ?? '') !== 'document')
    throw new DomainError(400, mediaMessages.documentType);
  const originalName = upload.metadata?.filename ?? '';
  const name = `${titleSlug(body.title?.trim() || originalName.replace(/\.[^.]+$/, ''), 'release')}-${randomBytes(4).toString('hex')}.pdf`;
  const key = mediaKey(documentsFolder, name)!;
  await files.put(key, await uploads.read(upload.id), { contentType: 'application/pdf' });
  await uploads.remove(upload.id);
  if ((await fileTypeFromBuffer(await fileHead(files, key)))?.mime !== 'application/pdf') {
    await files.remove(key);
    throw new DomainError(400, mediaMessages.notAPdf);
  }
  return {
    file: `${documentsFolder}/${name}`,
    url: urls.file(documentsFolder, name),
    name: originalName || name,
    bytes: upload.size,
  };
}
