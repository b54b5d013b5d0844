import { sectionPageFieldLabels, type SectionPageField } from '../../../domain/editorialPages';
import type { FieldView } from '../frame/fieldDifferences';
import { wordsOfHtml } from '../frame/wordChanges';
import type { BlockForm, PageForm, PhotoChoice } from './pageForm';

const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const photo = (value: unknown) => {
  const id = (value as PhotoChoice | null)?.mediaId;
  return id ? `#${id}` : '';
};

/** How a block reads in a comparison: its text's words, or the photo it shows. */
const blockText = (block: BlockForm) =>
  block.type === 1 ? wordsOfHtml(block.text) : block.mediaId ? `[#${block.mediaId}]` : '[ ]';

/** How each page field reads when two versions of a content page are compared (the conflict view). */
export function pageFieldViews(
  labels: Record<Exclude<SectionPageField, 'blocks'>, string>,
): Partial<Record<keyof PageForm, FieldView>> {
  return {
    title: { label: labels.title, show: plain, text: true },
    subtitle: { label: labels.subtitle, show: plain, text: true },
    description: { label: labels.description, show: (value) => wordsOfHtml(plain(value)), text: true },
    sideDescription: {
      label: labels.sideDescription,
      show: (value) => wordsOfHtml(plain(value)),
      text: true,
    },
    bottomTitle: { label: labels.bottomTitle, show: plain, text: true },
    position: { label: labels.position, show: plain },
    photos: {
      label: [labels.mediaId, labels.sideMediaId, labels.bottomMediaId].join(', '),
      show: (value) => {
        const photos = value as PageForm['photos'];
        return [photos.mediaId, photos.sideMediaId, photos.bottomMediaId].map(photo).join(' · ');
      },
    },
    blocks: {
      label: sectionPageFieldLabels.blocks,
      show: (value) => (value as BlockForm[]).map(blockText).join(' | '),
      text: true,
      compared: (value) => (value as BlockForm[]).map(({ key: _key, ...block }) => block),
    },
  };
}
