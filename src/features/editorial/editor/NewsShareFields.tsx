import type { ReactNode } from 'react';
import { FormField, type FieldControlProps } from '../../../components/forms/FormField';
import type { EditorialNewsField } from '../../../domain/editorialNews';
import { newsShareView } from '../../../domain/newsSharing';
import { paths } from '../../../domain/routes';
import { publicPageUrl } from '../../../domain/sharing';
import { config } from '../../../lib/config';
import { MainPhotoField } from './MainPhotoField';
import type { NewsForm } from './newsForm';
import { ShareCardPreview } from './ShareCardPreview';
import { shareTexts as t } from './shareTexts';
import './newsShare.scss';

/** The site's own card picture (public/share.jpg), for an item without a photo: the page head uses it too. */
const defaultShareImage = '/share.jpg';

/** The control with a note under it that changes as the press officer types, read with it (`aria-describedby`). */
function Noted({
  control,
  note,
  className,
  children,
}: {
  control: FieldControlProps;
  note: ReactNode;
  className: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const noteId = `${control.id}-note`;
  const describedBy = [control['aria-describedby'], noteId].filter(Boolean).join(' ');
  return (
    <>
      {children({ ...control, 'aria-describedby': describedBy })}
      <div id={noteId} className={className}>
        {note}
      </div>
    </>
  );
}

/**
 * A live count of the characters, marked when the text passes `max`: the press officer sees how much room is left
 * as they type, before the rule refuses it on save.
 */
const Counted = ({
  control,
  length,
  max,
  children,
}: {
  control: FieldControlProps;
  length: number;
  max: number;
  children: (control: FieldControlProps) => ReactNode;
}) => (
  <Noted
    control={control}
    note={t.count(length, max)}
    className={length > max ? 'share-count share-count--over' : 'share-count'}
  >
    {children}
  </Noted>
);

/**
 * 'Compartilhamento e buscadores' in the news editor's side column: the slug of the item's address, its description
 * for search engines, the title and picture of a shared link's card, and the card as it will look, with every empty
 * field shown at its default. Checked with the item's other fields on save (src/domain/newsSharing.ts).
 */
export function NewsShareFields({
  values,
  change,
  problemOf,
  fieldId,
  newsId,
}: {
  values: NewsForm;
  change: (changes: Partial<NewsForm>) => void;
  problemOf: (field: EditorialNewsField) => string | null;
  fieldId: (field: EditorialNewsField) => string;
  /** The saved item's id, for its address; null while it is new. */
  newsId: number | null;
}) {
  const view = newsShareView({ ...values, slug: '', metaDescription: '', shareTitle: '' });
  const shown = newsShareView(values);
  const image =
    (values.shareMediaId !== null && values.shareThumbnail) ||
    (values.mediaId !== null && values.mediaThumbnail) ||
    defaultShareImage;
  const site = new URL(config.publicUrl, window.location.href).host;
  return (
    <fieldset className="editorial-fieldset news-share">
      <legend className="editorial-fieldset__legend">{t.legend}</legend>
      <p className="form-text news-share__intro">{t.intro}</p>
      <ShareCardPreview
        title={shown.shareTitle}
        description={shown.metaDescription}
        image={image}
        site={site}
      />
      <FormField
        id={fieldId('shareTitle')}
        label={t.labels.shareTitle}
        hint={t.shareTitleHint}
        problem={problemOf('shareTitle')}
      >
        {(control) => (
          <Counted control={control} length={values.shareTitle.length} max={t.limits.shareTitleMax}>
            {(counted) => (
              <input
                {...counted}
                type="text"
                value={values.shareTitle}
                placeholder={view.shareTitle}
                onChange={(event) => change({ shareTitle: event.target.value })}
              />
            )}
          </Counted>
        )}
      </FormField>
      <FormField
        id={fieldId('metaDescription')}
        label={t.labels.metaDescription}
        hint={t.metaDescriptionHint}
        problem={problemOf('metaDescription')}
      >
        {(control) => (
          <Counted control={control} length={values.metaDescription.length} max={t.limits.metaDescriptionMax}>
            {(counted) => (
              <textarea
                {...counted}
                rows={4}
                value={values.metaDescription}
                placeholder={view.metaDescription}
                onChange={(event) => change({ metaDescription: event.target.value })}
              />
            )}
          </Counted>
        )}
      </FormField>
      <FormField
        id={fieldId('slug')}
        label={t.labels.slug}
        hint={t.slugHint(view.slug)}
        problem={problemOf('slug')}
      >
        {(control) => {
          const input = (props: FieldControlProps) => (
            <input
              {...props}
              type="text"
              inputMode="url"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={values.slug}
              placeholder={view.slug}
              onChange={(event) => change({ slug: event.target.value })}
            />
          );
          // A new item has no number yet, so no address to show.
          if (newsId === null) return input(control);
          const address = publicPageUrl(config.publicUrl, paths.news.detail.href(newsId, shown.slug));
          return (
            <Noted control={control} note={t.slugAddress(address)} className="form-text news-share__address">
              {input}
            </Noted>
          );
        }}
      </FormField>
      <div id={fieldId('shareMediaId')} tabIndex={-1} className="news-share__image">
        <MainPhotoField
          legend={t.labels.shareMediaId}
          chosenAlt={t.shareImageChosenAlt}
          mediaId={values.shareMediaId}
          thumbnail={values.shareThumbnail}
          problem={problemOf('shareMediaId')}
          onChange={(photo) =>
            change({ shareMediaId: photo?.mediaId ?? null, shareThumbnail: photo?.thumbnail ?? null })
          }
        />
        <p className="form-text news-share__hint">{t.shareImageHint}</p>
      </div>
    </fieldset>
  );
}
