/**
 * Where the newsroom keeps the files one process writes and another may read (private uploads, printed PDFs, and
 * the media that grow into it): a folder on this machine by default, or an S3-compatible bucket shared by every API
 * process when the settings name one (openFileStore.ts). Callers name files by key, never by path, so the same code
 * runs on both.
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  modifiedAt: Date;
}

export interface FileStore {
  readonly kind: 'folder' | 's3';
  /** Writes the whole file under `key`; a reader never sees half of it, and a file already there is replaced. */
  put(key: string, body: Buffer | Readable, options?: { contentType?: string }): Promise<void>;
  /** The file's bytes as a stream (a range of them when asked), or null when there is no such file. */
  open(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** The whole file, for the small ones (a picture, a PDF), or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<StoredFile | null>;
  /** Removes the file; a file already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder, ending in '/'). */
  list(prefix: string): AsyncIterable<{ key: string } & StoredFile>;
  /** Throws when the store can't be reached or written: what `/api/health` asks before saying ready. */
  check(): Promise<void>;
}

/**
 * Keys are relative paths of plain names ('private/uploads/ab12.jpg', 'media/images/Foto 1.jpg'): no '.' or '..'
 * segment, no empty one (so no leading '/'), no backslash, no control character, so a key made from a database value
 * can't reach outside the store's folder or prefix. Spaces and accents are allowed: an editor's file keeps its name.
 */
export const isPlainSegment = (segment: string) =>
  segment.length > 0 &&
  Buffer.byteLength(segment) <= 255 &&
  segment !== '.' &&
  segment !== '..' &&
  !segment.includes('\\') &&
  ![...segment].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function checkKey(key: string): string {
  if (!key.split('/').every(isPlainSegment)) throw new Error(`Not a file key of the store: '${key}'`);
  return key;
}
