/**
 * Makes the seed's media files that are missing from the media folder, and only those: on a normal start every
 * file exists and this costs a few hundred `stat` calls. Files are written under a temporary name and renamed, so
 * a start interrupted half-way never leaves a truncated file that the next start would take as done.
 */
import { copyFile, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderPhoto, renderPortrait, renderThumbnail } from '../images/render';
import { seedMedia, type Rendition, type SeedMedia } from './catalogue';

const assetsDir = fileURLToPath(new URL('../assets', import.meta.url));
const renditions = ['low', 'med', 'full'] as const;

interface Job {
  item: SeedMedia;
  /** The renditions whose file is missing. */
  missing: Set<keyof Rendition<string>>;
}

let temporaryCounter = 0;

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Writes through a temporary name in the same folder, so the rename is atomic. */
async function placeAtomically(target: string, write: (temporary: string) => Promise<void>): Promise<void> {
  temporaryCounter += 1;
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}-${temporaryCounter}.partial`,
  );
  try {
    await write(temporary);
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Makes the job's missing files; answers how many files it wrote. */
async function runJob(mediaDir: string, { item, missing }: Job): Promise<number> {
  const target = (rendition: keyof Rendition<string>) =>
    path.join(mediaDir, item.folder, item.files[rendition]);
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
        await placeAtomically(target(rendition), (temporary) => writeFile(temporary, data));
      }
      return missing.size;
    }
    case 'thumbnail':
    case 'portrait': {
      // One file stands for the three renditions.
      const data =
        recipe.type === 'thumbnail'
          ? await renderThumbnail(recipe.scene, item.key)
          : await renderPortrait(recipe.look);
      await placeAtomically(target('low'), (temporary) => writeFile(temporary, data));
      return 1;
    }
    case 'asset': {
      const names = new Set([...missing].map((rendition) => item.files[rendition]));
      for (const name of names) {
        await placeAtomically(path.join(mediaDir, item.folder, name), (temporary) =>
          copyFile(path.join(assetsDir, name), temporary),
        );
      }
      return names.size;
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
  mediaDir: string,
  log?: (message: string) => void,
): Promise<{ made: number; skipped: number }> {
  await Promise.all(
    ['images', 'videos'].map((folder) => mkdir(path.join(mediaDir, folder), { recursive: true })),
  );
  const jobs: Job[] = [];
  let skipped = 0;
  for (const item of seedMedia) {
    const missing = new Set<keyof Rendition<string>>();
    // Thumbnails and portraits name one file three times: check each file once.
    const checked = new Map<string, boolean>();
    for (const rendition of renditions) {
      const name = item.files[rendition];
      let present = checked.get(name);
      if (present === undefined) {
        present = await exists(path.join(mediaDir, item.folder, name));
        checked.set(name, present);
        if (present) skipped += 1;
      }
      if (!present) missing.add(rendition);
    }
    if (missing.size) jobs.push({ item, missing });
  }
  if (!jobs.length) return { made: 0, skipped };

  const started = Date.now();
  log?.(`Seed media: making the files of ${jobs.length} items in ${mediaDir}`);
  // Each sharp pipeline on one libvips thread, and a few pipelines side by side: rasterising an SVG is
  // single-threaded, so this keeps every core busy without the pipelines fighting over threads.
  const parallel = Math.min(3, Math.max(2, availableParallelism()));
  const previousConcurrency = sharp.concurrency();
  sharp.concurrency(1);
  try {
    const made = await runPool(jobs, parallel, (job) => runJob(mediaDir, job));
    log?.(`Seed media: made ${made} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { made, skipped };
  } finally {
    sharp.concurrency(previousConcurrency);
  }
}
