/**
 * Makes the seed's media files that are missing from the file store, and only those: on a normal start every file
 * exists and this costs one listing of `media/` (a few requests to a bucket). The store writes each file whole, so a
 * start interrupted half-way never leaves a truncated file that the next start would take as done. With a bucket,
 * the first process to start makes them for every machine (server/seed/index.ts runs this under a lock).
 *
 * Beside each low JPEG rendition go its siblings (server/media/imageSiblings.ts): AVIF and WebP, and the 320 and
 * 640 px thumbnails in the three formats: what the pages draw on phones and in cards. Those of the medium and full
 * renditions are left to the media route, which makes each the first time it is asked for (services/siblingMaker.ts):
 * made here they would cost about 35 s of CPU on every fresh start (AVIF of a 1795 px picture takes ~0.3 s, of a
 * 4096 px one seconds), past the start's budget, for files that only wide or dense screens ever ask for.
 * A folder seeded before the siblings existed gets them at its next start, from the JPEGs on disk.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { SiblingName } from '../../../src/domain/imageFormats';
import { encodeSiblings, siblingFileName, siblingsOf } from '../../media/imageSiblings';
import { mediaKey, mediaPrefix } from '../../media/mediaKeys';
import type { FileStore } from '../../storage/fileStore';
import { renderPhoto, renderPortrait, renderThumbnail, type Rendered } from '../images/render';
import { photoDimensions, portraitDimensions, seedMedia, type Rendition, type SeedMedia } from './catalogue';

const assetsDir = fileURLToPath(new URL('../assets', import.meta.url));
const renditions = ['low', 'med', 'full'] as const;

interface Job {
  item: SeedMedia;
  /** The renditions whose file is missing. */
  missing: Set<keyof Rendition<string>>;
  /** The siblings missing, by the rendition they are made from. */
  missingSiblings: Map<keyof Rendition<string>, SiblingName[]>;
}

/**
 * The siblings each rendition of an item gets in the seed (none for videos and the committed assets): the
 * thumbnails cards show. The AVIF and WebP of the low rendition itself are left to the media route like the larger
 * ones: made here they cost a fresh start some 15 s of CPU, past its 90 s, for one picture per page.
 */
function expectedSiblings(item: SeedMedia): Map<keyof Rendition<string>, SiblingName[]> {
  const out = new Map<keyof Rendition<string>, SiblingName[]>();
  const thumbnailsOf = (width: number) =>
    siblingsOf(item.files.low, { thumbnails: true, width, ownSize: false });
  switch (item.recipe.type) {
    case 'photo':
    case 'thumbnail':
      out.set('low', thumbnailsOf(photoDimensions.low.width));
      break;
    case 'portrait':
      out.set('low', thumbnailsOf(portraitDimensions.width));
      break;
    case 'asset':
      break;
  }
  return out;
}

/** The key of one of the seed's files: the catalogue's names are plain, so this never fails. */
function keyOf(folder: string, name: string): string {
  const key = mediaKey(folder, name);
  if (!key) throw new Error(`Not a media file name: '${folder}/${name}'`);
  return key;
}

const renditionKey = (item: SeedMedia, rendition: keyof Rendition<string>) =>
  keyOf(item.folder, item.files[rendition]);

/** Makes the job's missing files; answers how many files it wrote. */
async function runJob(files: FileStore, job: Job): Promise<number> {
  const made = await makeRenditions(files, job);
  let siblings = 0;
  for (const [rendition, wanted] of job.missingSiblings) {
    // A rendition just made gives its pixels; one already stored (a store seeded before siblings) is decoded.
    const madeNow = made.get(rendition);
    const jpeg =
      madeNow && typeof madeNow !== 'string'
        ? madeNow.pixels
        : await files.read(renditionKey(job.item, rendition));
    if (!jpeg) throw new Error(`${renditionKey(job.item, rendition)} vanished from the file store`);
    const buffers = await encodeSiblings(jpeg, wanted);
    for (const [name, data] of buffers) await files.put(keyOf(job.item.folder, name), data);
    siblings += buffers.size;
  }
  // Thumbnails and portraits name one file three times: count files, not renditions.
  return new Set([...made.keys()].map((rendition) => job.item.files[rendition])).size + siblings;
}

/** Makes the job's missing renditions; answers the JPEGs made, by rendition (the siblings are made from them). */
async function makeRenditions(
  files: FileStore,
  { item, missing }: Job,
): Promise<Map<keyof Rendition<string>, Rendered | string>> {
  const made = new Map<keyof Rendition<string>, Rendered | string>();
  const target = (rendition: keyof Rendition<string>) => renditionKey(item, rendition);
  if (!missing.size) return made;
  const recipe = item.recipe;
  switch (recipe.type) {
    case 'photo': {
      const buffers = await renderPhoto(recipe.scene, item.key, {
        low: missing.has('low'),
        med: missing.has('med'),
        full: missing.has('full'),
      });
      for (const rendition of missing) {
        const data = buffers[rendition];
        if (!data) throw new Error(`No ${rendition} rendition made for '${item.key}'`);
        await files.put(target(rendition), data.jpeg);
        made.set(rendition, data);
      }
      return made;
    }
    case 'thumbnail':
    case 'portrait': {
      // One file stands for the three renditions.
      const data =
        recipe.type === 'thumbnail'
          ? await renderThumbnail(recipe.scene, item.key)
          : await renderPortrait(recipe.look);
      await files.put(target('low'), data.jpeg);
      for (const rendition of missing) made.set(rendition, data);
      return made;
    }
    case 'asset': {
      for (const rendition of missing) {
        const name = item.files[rendition];
        if ([...made.keys()].some((other) => item.files[other] === name)) continue;
        await files.put(keyOf(item.folder, name), await readFile(path.join(assetsDir, name)));
        made.set(rendition, name);
      }
      return made;
    }
  }
}

/** Runs the jobs `parallel` at a time, in order; answers the number of files written. */
async function runPool(jobs: Job[], parallel: number, work: (job: Job) => Promise<number>): Promise<number> {
  let next = 0;
  let made = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (!job) continue;
      // Not `made += await …`: that reads `made` before awaiting and loses the other workers' counts.
      const count = await work(job);
      made += count;
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, worker));
  return made;
}

export async function ensureSeedMedia(
  files: FileStore,
  log?: (message: string) => void,
  items: readonly SeedMedia[] = seedMedia,
): Promise<{ made: number; skipped: number }> {
  const stored = new Set<string>();
  for await (const file of files.list(mediaPrefix)) stored.add(file.key);
  const jobs: Job[] = [];
  let skipped = 0;
  for (const item of items) {
    const missing = new Set<keyof Rendition<string>>();
    // Thumbnails and portraits name one file three times: count each file once.
    const checked = new Map<string, boolean>();
    for (const rendition of renditions) {
      const name = item.files[rendition];
      let present = checked.get(name);
      if (present === undefined) {
        present = stored.has(keyOf(item.folder, name));
        checked.set(name, present);
        if (present) skipped += 1;
      }
      if (!present) missing.add(rendition);
    }
    const missingSiblings = new Map<keyof Rendition<string>, SiblingName[]>();
    for (const [rendition, siblings] of expectedSiblings(item)) {
      const absent: SiblingName[] = [];
      for (const sibling of siblings) {
        const name = siblingFileName(sibling.source, sibling.width, sibling.format);
        if (stored.has(keyOf(item.folder, name))) skipped += 1;
        else absent.push(sibling);
      }
      if (absent.length) missingSiblings.set(rendition, absent);
    }
    if (missing.size || missingSiblings.size) jobs.push({ item, missing, missingSiblings });
  }
  if (!jobs.length) return { made: 0, skipped };

  const started = Date.now();
  log?.(
    `Seed media: making the files of ${jobs.length} items in the ${files.kind === 's3' ? 'bucket' : 'data folder'}`,
  );
  // Each sharp pipeline on one libvips thread, and a few pipelines side by side: rasterising an SVG is
  // single-threaded, so this keeps every core busy without the pipelines fighting over threads.
  const parallel = Math.min(3, Math.max(2, availableParallelism()));
  const previousConcurrency = sharp.concurrency();
  sharp.concurrency(1);
  try {
    const made = await runPool(jobs, parallel, (job) => runJob(files, job));
    log?.(`Seed media: made ${made} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { made, skipped };
  } finally {
    sharp.concurrency(previousConcurrency);
  }
}
