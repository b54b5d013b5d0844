import { newsShareFieldLabels } from '../../../domain/newsSharing';
import type { FieldView } from '../frame/fieldDifferences';
import { wordsOfHtml } from '../frame/wordChanges';
import { brazilDateText } from '../editorialMoments';
import { editorialTexts } from '../editorialTexts';
import type { NewsForm } from './newsForm';

const t = editorialTexts.editor;
const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** How each field of the news form reads when two versions are compared (the conflict view). */
export const newsFieldViews: Partial<Record<keyof NewsForm, FieldView>> = {
  title: { label: t.title, show: plain, text: true },
  subtitle: { label: t.subtitle, show: plain, text: true },
  description: { label: t.text, show: (value) => wordsOfHtml(plain(value)), text: true },
  newsDate: { label: t.newsDate, show: (value) => (value ? brazilDateText(plain(value)) : '') },
  mediaId: { label: editorialTexts.photo.legend, show: (value) => (value ? `#${plain(value)}` : '') },
  albumId: { label: editorialTexts.album.label, show: (value) => (value ? `#${plain(value)}` : '') },
  photoSet: {
    label: editorialTexts.photoSet.legend,
    show: (value) =>
      Array.isArray(value) ? value.map((item: { title: string }) => item.title).join(', ') : '',
  },
  pdfFile: { label: editorialTexts.releasePdf.legend, show: (value) => plain(value).split('/').pop() ?? '' },
  slug: { label: newsShareFieldLabels.slug, show: plain, text: true },
  metaDescription: { label: newsShareFieldLabels.metaDescription, show: plain, text: true },
  shareTitle: { label: newsShareFieldLabels.shareTitle, show: plain, text: true },
  shareMediaId: {
    label: newsShareFieldLabels.shareMediaId,
    show: (value) => (value ? `#${plain(value)}` : ''),
  },
  associations: {
    label: editorialTexts.associations.legend,
    show: (value) =>
      Array.isArray(value)
        ? value
            .map(
              (item: { textEnum: string; associationId: number }) =>
                `${item.textEnum} #${item.associationId}`,
            )
            .join(', ')
        : '',
  },
};
