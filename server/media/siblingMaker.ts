/**
 * Makes a JPEG's sibling (AVIF, WebP, a 320/640 px thumbnail: src/domain/imageFormats.ts) the first time it is asked
 * for and is not on disk, from the JPEG beside it, so the app may always offer them: a data folder seeded before
 * the siblings existed, a photo an editor placed by hand, a full rendition's AVIF. A sibling older than its JPEG
 * (the editor replaced the photo) is made again.
 *
 * Bounded: only the fixed names of a JPEG that exists in the media folder, each made once, one at a time.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseSiblingName, sourceCandidates } from '../../src/domain/imageFormats';
import { encodeSiblings, writeAtomically } from './imageSiblings';

async function modifiedAt(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.mtimeMs : null;
  } catch {
    return null;
  }
}

export interface SiblingMaker {
  /**
   * Makes the file at `relativePath` (inside the media folder, URL-decoded) when it is a sibling that is missing or
   * older than its JPEG. Answers whether the file is there now; never throws (a failure leaves the route's 404).
   */
  ensure(relativePath: string): Promise<boolean>;
}

export function createSiblingMaker(mediaDir: string, log?: { warn(message: string): void }): SiblingMaker {
  const root = path.resolve(mediaDir);
  const making = new Map<string, Promise<boolean>>();
  // One encoding at a time: an AVIF takes a core for a fraction of a second, and the API must keep answering.
  let queue: Promise<unknown> = Promise.resolve();

  async function make(
    target: string,
    source: string,
    sibling: NonNullable<ReturnType<typeof parseSiblingName>>,
  ) {
    try {
      const buffers = await encodeSiblings(source, [{ ...sibling, source: path.basename(source) }]);
      const [data] = buffers.values();
      if (!data) return false;
      await writeAtomically(target, data);
      return true;
    } catch (error) {
      log?.warn(`media sibling ${target} not made from ${source}: ${(error as Error).message}`);
      return false;
    }
  }

  return {
    async ensure(relativePath) {
      const target = path.resolve(root, relativePath);
      // A name leading out of the media folder ('..') is never made.
      if (!target.startsWith(root + path.sep)) return false;
      const sibling = parseSiblingName(path.basename(target));
      if (!sibling) return false;
      const folder = path.dirname(target);
      let source: string | null = null;
      let sourceTime: number | null = null;
      for (const name of sourceCandidates(sibling)) {
        sourceTime = await modifiedAt(path.join(folder, name));
        if (sourceTime !== null) {
          source = path.join(folder, name);
          break;
        }
      }
      const targetTime = await modifiedAt(target);
      if (!source || sourceTime === null) return targetTime !== null;
      if (targetTime !== null && targetTime >= sourceTime) return true;

      let pending = making.get(target);
      if (!pending) {
        const from = source;
        pending = queue.then(() => make(target, from, sibling));
        queue = pending;
        making.set(target, pending);
        void pending.finally(() => making.delete(target));
      }
      return pending;
    },
  };
}
