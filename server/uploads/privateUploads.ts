/**
 * Private uploads (a CNH picture, checklist photos): personal data, so they live in the file store under
 * `private/uploads/` (server/storage/), never among the public media, and are read back only through
 * `GET medias/private/{name}`, which asks `readablePrivateUpload` first. The type is sniffed from the bytes
 * (file-type), never taken from the name or the part's declared type: an HTML or SVG file renamed `.jpg` would
 * otherwise be stored and served as a picture. What is stored is the picture decoded and encoded again, without its
 * metadata (reencode.ts); uploads nothing names are deleted after a week (abandonedUploads.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { loanRequestMessages, uploadImageTypes } from '../../src/domain/loanRequest';
import { can } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { loans, privateUploads } from '../db/schema';
import { DomainError } from '../shared/domainError';
import type { FileStore } from '../storage/fileStore';
import { reencodeUpload, type Reencoded } from './reencode';
import { checkUploadAllowance, lockUploadsOf } from './uploadAllowance';

/** Where an upload's file is in the file store. Only names of the upload shape are ever turned into keys. */
export const privateUploadKey = (name: string) => `private/uploads/${name}`;

/** Larger pictures are refused before anything decodes them: a few KB of PNG can claim 20000 x 20000 pixels. */
export const maxUploadPixelsPerSide = 8000;

export const uploadMessages = {
  tooManyPixels: `A imagem pode ter no máximo ${maxUploadPixelsPerSide} x ${maxUploadPixelsPerSide} pixels.`,
  noFile: 'Envie o arquivo da imagem.',
  malformed: 'O envio do arquivo chegou incompleto ou malformado. Envie a imagem de novo.',
} as const;

const extensionOf: Record<Reencoded['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Names we hand out: 32 hex characters and the stored type's extension. Anything else names no upload of ours.
 * `.gif` only for uploads stored before GIFs were re-encoded as PNG.
 */
export const privateUploadName = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

export interface StoredUpload {
  name: string;
  size: number;
  contentType: string;
}

/**
 * Checks what the bytes are and how big they claim to be, decodes and re-encodes them (reencode.ts), stores the
 * result under a random name and records it with its owner, within the owner's daily allowance (uploadAllowance.ts).
 */
export async function storePrivateImage({
  db,
  files,
  owner,
  bytes,
  purpose,
  now,
}: {
  db: Db;
  files: FileStore;
  owner: { id: number; role: number };
  bytes: Buffer;
  purpose: 'cnh' | 'checklist';
  now: Date;
}): Promise<StoredUpload> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const sniffedType = sniffed?.mime as (typeof uploadImageTypes)[number] | undefined;
  if (!sniffedType || !uploadImageTypes.includes(sniffedType))
    throw new DomainError(400, loanRequestMessages.uploadNotImage);
  // The header alone (no decoding) says how big the picture claims to be; sharp refuses past its pixel limit, set
  // to ours, before decoding anything. A damaged header is not an image.
  const limit = maxUploadPixelsPerSide * maxUploadPixelsPerSide;
  const metadata = await sharp(bytes, { limitInputPixels: limit })
    .metadata()
    .catch((error: Error) => {
      if (/pixel limit/i.test(error.message)) throw new DomainError(400, uploadMessages.tooManyPixels);
      return null;
    });
  if (!metadata?.width || !metadata.height) throw new DomainError(400, loanRequestMessages.uploadNotImage);
  if (metadata.width > maxUploadPixelsPerSide || metadata.height > maxUploadPixelsPerSide)
    throw new DomainError(400, uploadMessages.tooManyPixels);
  // Someone already past the day's allowance is refused here, before decoding, the costly part.
  await checkUploadAllowance({ db, owner, bytes: bytes.length, now });
  const reencoded = await reencodeUpload(bytes, sniffedType, limit);
  if (!reencoded) throw new DomainError(400, loanRequestMessages.uploadNotImage);
  const { data, contentType } = reencoded;

  const name = `${randomBytes(16).toString('hex')}.${extensionOf[contentType]}`;
  // The file first, then its row: a row always names a whole file (the store never shows half of one).
  await files.put(privateUploadKey(name), data, { contentType });
  try {
    await db.transaction(async (tx) => {
      await lockUploadsOf(tx, owner.id);
      // Counted as the row will be from now on (uploadAllowance.ts), now that the stored size is known.
      await checkUploadAllowance({ db: tx, owner, bytes: Math.max(bytes.length, data.length), now });
      await tx.insert(privateUploads).values({
        name,
        ownerId: owner.id,
        contentType,
        size: data.length,
        receivedBytes: bytes.length,
        purpose,
        createdAt: now,
      });
    });
  } catch (error) {
    await files.remove(privateUploadKey(name)).catch(() => undefined);
    throw error;
  }
  return { name, size: data.length, contentType };
}

/** Staff who handle loans see the licence pictures of the loans they handle. */
const isLoanStaff = (role: number) =>
  can(role, 'approveAsBackoffice') ||
  can(role, 'approveAsManager', { adminFlag: true }) ||
  can(role, 'pickup') ||
  can(role, 'checklist');

/**
 * The upload's row when `reader` may see it: its owner, loan staff, or the requester or driver of a loan that
 * names it. Null otherwise, whether or not it exists: the route answers 404 either way, so nobody can probe names.
 */
export async function readablePrivateUpload(
  db: Db,
  reader: { id: number; role: number },
  name: string,
): Promise<typeof privateUploads.$inferSelect | null> {
  if (!privateUploadName.test(name)) return null;
  const [row] = await db.select().from(privateUploads).where(eq(privateUploads.name, name));
  if (!row) return null;
  if (row.ownerId === reader.id || isLoanStaff(reader.role)) return row;
  // The person a loan names as driver may see the licence picture attached for them. The requester sees only what
  // they uploaded (above): a request may attach another driver's registered picture, found by CPF, and knowing a
  // CPF must not open a stranger's document.
  const [loan] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.cnhPicture, name), eq(loans.driverUserId, reader.id)))
    .limit(1);
  return loan ? row : null;
}
