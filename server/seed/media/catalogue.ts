/**
 * Every media item of the seed: its row (title, files, size labels, age) and how its files are made. It follows
 * from the content definitions alone, never from the database, so the server can check the files on every start
 * without a query, and the rows and the files can never disagree on a name.
 */
import { pixelsLabel } from '../../../src/domain/fileNames';
import { seedCars, thumbnailKey } from '../content/cars/allCars';
import { portraitKey, seedContactGroups, type PortraitLook } from '../content/contacts';
import { seedAlbums, seedVideos } from '../content/gallery';
import type { PhotoScene } from '../images/scenes';

export type MediaRecipe =
  | { type: 'photo'; scene: PhotoScene }
  /** One low-size picture used for all three renditions (car thumbnails). */
  | { type: 'thumbnail'; scene: PhotoScene }
  /** One small square picture used for all three renditions (contact portraits). */
  | { type: 'portrait'; look: PortraitLook }
  /** Files committed in server/seed/assets, copied as they are. */
  | { type: 'asset' };

export interface Rendition<T> {
  low: T;
  med: T;
  full: T;
}

export interface Dimensions {
  width: number;
  height: number;
}

export interface SeedMedia {
  key: string;
  kind: 'image' | 'video';
  title: string;
  folder: 'images' | 'videos';
  files: Rendition<string>;
  sizes: Rendition<string>;
  inGallery: boolean;
  /** How long before the seed's `now` the item was published, in milliseconds: orders the gallery's lists. */
  age: number;
  recipe: MediaRecipe;
}

/** The renditions the spec asks for (section 3, "Media sizes"). */
export const photoDimensions: Rendition<Dimensions> = {
  low: { width: 1024, height: 683 },
  med: { width: 1795, height: 1197 },
  full: { width: 4096, height: 2731 },
};
export const portraitDimensions: Dimensions = { width: 400, height: 400 };
/** What scripts/make-seed-videos.sh produces: poster and MP4 at 854x480, MOV at 1280x720. */
const videoDimensions: Rendition<Dimensions> = {
  low: { width: 854, height: 480 },
  med: { width: 854, height: 480 },
  full: { width: 1280, height: 720 },
};

const minute = 60_000;
const day = 24 * 60 * minute;
/** Thumbnails and portraits are not in the gallery: their age only needs to be stable, and older than the rest. */
const libraryAge = 700 * day;

// Labels carry dimensions only: they must be known when the rows are written, which may be before (or without)
// the files being made, and byte counts would differ with the encoder's version.
const sameFile = (name: string): Rendition<string> => ({ low: name, med: name, full: name });
const sameSize = (dimensions: Dimensions): Rendition<string> => ({
  low: pixelsLabel(dimensions),
  med: pixelsLabel(dimensions),
  full: pixelsLabel(dimensions),
});

function buildCatalogue(): SeedMedia[] {
  const items: SeedMedia[] = [];
  const videoTitles = new Map(seedVideos.map((video) => [video.key, video.title]));
  const carLook = (key: string | undefined) => seedCars.find((car) => car.key === key)?.look;

  for (const album of seedAlbums) {
    album.items.forEach((item, position) => {
      // The album's first item is its newest, so "latest" lists open on the album's cover.
      const age = album.daysAgo * day + position * minute;
      if (item.kind === 'video') {
        const title = videoTitles.get(item.key);
        if (!title) throw new Error(`Album '${album.key}' lists unknown video '${item.key}'`);
        items.push({
          key: item.key,
          kind: 'video',
          title,
          folder: 'videos',
          files: { low: `${item.key}-poster.jpg`, med: `${item.key}-med.mp4`, full: `${item.key}-high.mov` },
          sizes: {
            low: pixelsLabel(videoDimensions.low),
            med: pixelsLabel(videoDimensions.med, 'MP4'),
            full: pixelsLabel(videoDimensions.full, 'MOV'),
          },
          inGallery: true,
          age,
          recipe: { type: 'asset' },
        });
        return;
      }
      const car = carLook(item.car);
      items.push({
        key: item.key,
        kind: 'image',
        title: item.title,
        folder: 'images',
        files: {
          low: `photo-${item.key}-low.jpg`,
          med: `photo-${item.key}-med.jpg`,
          full: `photo-${item.key}-full.jpg`,
        },
        sizes: {
          low: pixelsLabel(photoDimensions.low),
          med: pixelsLabel(photoDimensions.med),
          full: pixelsLabel(photoDimensions.full),
        },
        inGallery: true,
        age,
        recipe: { type: 'photo', scene: car ? { type: item.scene, car } : { type: item.scene } },
      });
    });
  }

  seedCars.forEach((car, index) => {
    items.push({
      key: thumbnailKey(car),
      kind: 'image',
      title: `${car.title} – miniatura`,
      folder: 'images',
      files: sameFile(`${thumbnailKey(car)}.jpg`),
      sizes: sameSize(photoDimensions.low),
      inGallery: false,
      age: libraryAge + index * minute,
      recipe: { type: 'thumbnail', scene: { type: 'studio', car: car.look } },
    });
  });

  seedContactGroups
    .flatMap((group) => group.people)
    .forEach((person, index) => {
      items.push({
        key: portraitKey(person),
        kind: 'image',
        title: person.name,
        folder: 'images',
        files: sameFile(`${portraitKey(person)}.jpg`),
        sizes: sameSize(portraitDimensions),
        inGallery: false,
        age: libraryAge + (100 + index) * minute,
        recipe: { type: 'portrait', look: person.portrait },
      });
    });

  const keys = new Set<string>();
  for (const item of items) {
    if (keys.has(item.key)) throw new Error(`Seed media key '${item.key}' is used twice`);
    keys.add(item.key);
  }
  return items;
}

export const seedMedia: readonly SeedMedia[] = buildCatalogue();
