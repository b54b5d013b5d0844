/**
 * Makes a JPEG's sibling (AVIF, WebP, a 320/640 px thumbnail: src/domain/imageFormats.ts) the first time it is asked
 * for and is not in the store, from the JPEG beside it, so the app may always offer them: a store seeded before the
 * siblings existed, a photo an editor placed by hand, a full rendition's AVIF. A sibling older than its JPEG (the
 * editor replaced the photo) is made again. Made once in the store, it serves every process.
 *
 * Bounded: only the fixed names of a JPEG that exists in the store, each made once, one at a time.
 */
import { parseSiblingName, sourceCandidates } from '../../src/domain/imageFormats';
import type { Metrics } from '../shared/metrics';
import type { FileStore } from '../storage/fileStore';
import { encodeSiblings } from './imageSiblings';

export interface SiblingMaker {
  /**
   * Makes the file under `key` (`media/…`) when it is a sibling that is missing or older than its JPEG. Answers
   * whether the file is there now; never throws (a failure leaves the route's 404).
   */
  ensure(key: string): Promise<boolean>;
}

export function createSiblingMaker(
  files: FileStore,
  log?: { warn(message: string): void },
  metrics?: Pick<Metrics, 'mediaMade'>,
): SiblingMaker {
  const making = new Map<string, Promise<boolean>>();
  // One encoding at a time: an AVIF takes a core for a fraction of a second, and the API must keep answering.
  let queue: Promise<unknown> = Promise.resolve();

  async function make(
    target: string,
    source: string,
    sibling: NonNullable<ReturnType<typeof parseSiblingName>>,
  ) {
    try {
      const jpeg = await files.read(source);
      if (!jpeg) return false;
      const name = source.slice(source.lastIndexOf('/') + 1);
      const [data] = (await encodeSiblings(jpeg, [{ ...sibling, source: name }])).values();
      if (!data) return false;
      await files.put(target, data);
      metrics?.mediaMade('sibling', 'made');
      return true;
    } catch (error) {
      metrics?.mediaMade('sibling', 'failed');
      log?.warn(`media sibling ${target} not made from ${source}: ${(error as Error).message}`);
      return false;
    }
  }

  async function modifiedAt(key: string): Promise<number | null> {
    const info = await files.stat(key).catch(() => null);
    return info ? info.modifiedAt.getTime() : null;
  }

  return {
    async ensure(key) {
      const slash = key.lastIndexOf('/');
      const sibling = parseSiblingName(key.slice(slash + 1));
      if (!sibling || slash < 0) return false;
      const folder = key.slice(0, slash + 1);
      let source: string | null = null;
      let sourceTime: number | null = null;
      for (const name of sourceCandidates(sibling)) {
        sourceTime = await modifiedAt(folder + name);
        if (sourceTime !== null) {
          source = folder + name;
          break;
        }
      }
      const targetTime = await modifiedAt(key);
      if (!source || sourceTime === null) return targetTime !== null;
      if (targetTime !== null && targetTime >= sourceTime) return true;

      let pending = making.get(key);
      if (!pending) {
        const from = source;
        pending = queue.then(() => make(key, from, sibling));
        queue = pending;
        making.set(key, pending);
        void pending.finally(() => making.delete(key));
      }
      return pending;
    },
  };
}
