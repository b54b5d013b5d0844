import type { FileStore } from '../../storage/fileStore';

/** A stored file's first 4 KB: enough for `file-type` to tell what the bytes are, without reading a film whole. */
export async function fileHead(files: FileStore, key: string): Promise<Buffer> {
  const stream = await files.open(key, { start: 0, end: 4099 });
  if (!stream) return Buffer.alloc(0);
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
