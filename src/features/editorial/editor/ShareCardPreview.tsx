import { useId } from 'react';
import { shareTexts } from './shareTexts';
import './newsShare.scss';

const t = shareTexts.card;

/**
 * How a link to the item looks when pasted in WhatsApp, LinkedIn or X: the picture cut wide, the site's address,
 * the title and the description, each cut as those apps cut them. It draws what it is given, defaults already
 * applied, so it changes as the press officer types. Its heading is of the editor's second level, below the page's
 * 'Editar notícia', whatever the text above it holds: the fieldset it sits in has a legend, not a heading, and a
 * third level there would skip one.
 */
export function ShareCardPreview({
  title,
  description,
  image,
  site,
}: {
  title: string;
  description: string;
  /** The picture's address. */
  image: string;
  /** The site's host, as the apps print it ('imprensa.aurora.com.br'). */
  site: string;
}) {
  const id = useId();
  return (
    <section className="share-card" aria-labelledby={`${id}-heading`} aria-describedby={`${id}-note`}>
      <h2 id={`${id}-heading`} className="share-card__heading">
        {t.heading}
      </h2>
      <p id={`${id}-note`} className="share-card__note">
        {t.note}
      </p>
      <div className="share-card__card">
        <img className="share-card__image" src={image} alt={t.imageAlt} />
        <div className="share-card__text">
          <p className="share-card__site">{site}</p>
          <p className="share-card__title">{title}</p>
          {description && <p className="share-card__description">{description}</p>}
        </div>
      </div>
    </section>
  );
}
