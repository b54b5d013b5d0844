import type { PageFields } from '../../../domain/editorialPages';
import type {
  EditorialPageBase,
  SectionPageBlockBody,
  SectionPageSaveBody,
} from '../../../domain/editorialPageSchemas';

/**
 * A block as the editor holds it: `key` keeps its editors (and what is typed in them) with it when it moves; a photo
 * block has no photo until one is chosen.
 */
export type BlockForm =
  | { key: string; type: 1; text: string; textMed: string; textLow: string }
  | { key: string; type: 2; mediaId: number | null; thumbnail: string | null; video: boolean };

/** A chosen photo (or none) with its thumbnail. */
export type PhotoChoice = { mediaId: number | null; thumbnail: string | null };

/**
 * What a content page's form holds (a section page's, a car's, a version's): the page fields it sends, the chosen
 * photos' thumbnails to show them, the blocks. A car's and a version's own fields are held beside it.
 */
export interface PageForm {
  title: string;
  subtitle: string;
  description: string;
  sideDescription: string;
  bottomTitle: string;
  /** As typed: a number is read from it when the page is checked and sent. */
  position: string;
  photos: { mediaId: PhotoChoice; sideMediaId: PhotoChoice; bottomMediaId: PhotoChoice };
  blocks: BlockForm[];
}

let keys = 0;
export const newBlockKey = () => `bloco-${++keys}`;

export const blankTextBlock = (): BlockForm => ({
  key: newBlockKey(),
  type: 1,
  text: '',
  textMed: '',
  textLow: '',
});

export const blankPhotoBlock = (): BlockForm => ({
  key: newBlockKey(),
  type: 2,
  mediaId: null,
  thumbnail: null,
  video: false,
});

/** The form of a page as the server answered it. */
export function pageFormOf(page: EditorialPageBase): PageForm {
  const photo = (field: 'mediaId' | 'sideMediaId' | 'bottomMediaId'): PhotoChoice => ({
    mediaId: page[field],
    thumbnail: page.thumbnails[field],
  });
  return {
    title: page.title,
    subtitle: page.subtitle,
    description: page.description,
    sideDescription: page.sideDescription,
    bottomTitle: page.bottomTitle,
    position: String(page.position),
    photos: {
      mediaId: photo('mediaId'),
      sideMediaId: photo('sideMediaId'),
      bottomMediaId: photo('bottomMediaId'),
    },
    blocks: page.blocks.map((block) =>
      block.type === 1
        ? { key: newBlockKey(), type: 1, text: block.text, textMed: block.textMed, textLow: block.textLow }
        : {
            key: newBlockKey(),
            type: 2,
            mediaId: block.mediaId,
            thumbnail: block.thumbnail,
            video: block.mediaKind === 'video',
          },
    ),
  };
}

/** '' or anything but digits is no number: the rule says so, rather than Number('') passing as 0. */
export const positionOf = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** What the domain's rules check. */
export function fieldsOf(form: PageForm): PageFields {
  return {
    ...form,
    position: positionOf(form.position),
    blocks: form.blocks.map((block) =>
      block.type === 1
        ? { type: 1, text: block.text, textMed: block.textMed, textLow: block.textLow }
        : { type: 2, mediaId: block.mediaId },
    ),
  };
}

/** What a save sends of the page fields, once the rules passed (every photo block has its photo). */
export function saveBodyOf(form: PageForm, version: number): SectionPageSaveBody {
  const blocks: SectionPageBlockBody[] = form.blocks.map((block) =>
    block.type === 1
      ? { type: 1, text: block.text, textMed: block.textMed, textLow: block.textLow }
      : { type: 2, mediaId: block.mediaId! },
  );
  return {
    version,
    title: form.title,
    subtitle: form.subtitle,
    description: form.description,
    mediaId: form.photos.mediaId.mediaId,
    sideMediaId: form.photos.sideMediaId.mediaId,
    sideDescription: form.sideDescription,
    bottomTitle: form.bottomTitle,
    bottomMediaId: form.photos.bottomMediaId.mediaId,
    position: positionOf(form.position),
    blocks,
  };
}
