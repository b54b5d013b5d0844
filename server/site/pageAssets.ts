/**
 * What a page needs before it can draw, named in its HTML so the browser fetches it alongside the entry script
 * instead of after it: the page's own code (the route's lazy chunk and the chunks it imports, from Vite's manifest
 * of the build), its stylesheets, and the API reads it makes on opening (src/domain/pageReads.ts). Without these
 * the browser learns of each only once the one before has run: entry, then page chunk, then data, then pictures.
 *
 * A route's page module comes from the route table (src/domain/routes.ts). No manifest (the app served by
 * Vite's dev server), no module tags. Signed-in pages' reads carry the session's token, so only public reads are
 * named.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageReads } from '../../src/domain/pageReads';
import { pageFileOf, paths, type AppRoute } from '../../src/domain/routes';
import { matchAppRoute } from './appRoutes';
import { appPageOf, type AppPage } from './pageMeta';

type DescribedPage = Exclude<AppPage, { kind: 'print' }>;

/** The reads a page makes on opening, besides the menu every page reads. */
function readsOf(page: DescribedPage): string[] {
  switch (page.kind) {
    case 'home':
      return [pageReads.home];
    case 'news':
      return [pageReads.news(page.id)];
    case 'car':
      return [pageReads.car(page.id)];
    case 'version':
      return [pageReads.version(page.carId, page.id)];
    case 'section':
      // A section page reads by its tree's place; the menu is what it shares with every page.
      return [];
    case 'album':
    case 'missing':
      return [];
  }
}

/** The public pages that read on opening without a described page's ids. */
const readsOfRoute = new Map<AppRoute, string[]>([
  [
    paths.gallery.home,
    [pageReads.galleryMedia('photos', 1), pageReads.galleryMedia('videos', 1), pageReads.albums(1)],
  ],
]);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(webDir: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** A chunk and everything it imports statically, by manifest key. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The `<link>` tags of a page: its JavaScript as module preloads (the entry's own the build already names), its
 * stylesheets as style preloads, and its API reads as fetch preloads. `apiBase` is where the API answers from this
 * page ('/api/'): an address must be exactly the one the app asks for, or the browser fetches it twice.
 */
export function pageAssetTags(manifest: Manifest | null, pathname: string, apiBase: string): string[] {
  const route = matchAppRoute(pathname)?.route;
  const page = appPageOf(pathname);
  // Not a route (the app sends it home), or a print variant, which draws no site frame.
  if (!route || page?.kind === 'print') return [];
  const tags: string[] = [];
  const reads = [pageReads.menu, ...(page ? readsOf(page) : []), ...(readsOfRoute.get(route) ?? [])];
  for (const read of reads)
    tags.push(`<link rel="preload" as="fetch" href="${apiBase}${read}" crossorigin="anonymous" />`);
  if (!manifest) return tags;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const pageKey = pageFileOf(route);
  if (!manifest[pageKey]) return tags;
  const chunks = [...closure(manifest, pageKey)].filter((key) => !loaded.has(key));
  for (const key of chunks) tags.push(`<link rel="modulepreload" href="/${manifest[key]!.file}" />`);
  const styles = new Set(chunks.flatMap((key) => manifest[key]!.css ?? []));
  // Vite's loader adds the stylesheet with `crossorigin`: the preload must ask the same way to be the one used.
  for (const file of styles) tags.push(`<link rel="preload" as="style" href="/${file}" crossorigin />`);
  return tags;
}
