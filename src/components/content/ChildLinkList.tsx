import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ChildLink } from '../../domain/content';
import { displayTitle } from '../../domain/format';
import { AuroraEmblem } from '../layout/AuroraLogo';
import { Thumbnail } from '../media/Thumbnail';
import './content.css';

/**
 * The cards' width (content.css, `.content-children__list`): two columns on phones, else as many 15rem-or-wider
 * columns as fit the main column (at most 75rem): about a third of the window up to 1200 px, 4 of ~17rem beyond.
 */
const childImageSizes = '(min-width: 1200px) 17.5rem, (min-width: 545px) 33vw, 48vw';

export interface ChildLinkListProps {
  title: string;
  items: ChildLink[];
  /** Where an item leads (from `paths`). */
  linkTo: (item: ChildLink) => string;
  /** The title for screen readers only, when the page already shows it (a car list's active tab). */
  hideTitle?: boolean;
}

/** The child pages of a page (a car's versions, a section page's level-2 pages): cards of thumbnail and title. */
export function ChildLinkList({ title, items, linkTo, hideTitle = false }: ChildLinkListProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="content-children" aria-labelledby={headingId}>
      <h2 id={headingId} className={hideTitle ? 'visually-hidden' : 'content-children__title'}>
        {title}
      </h2>
      <ul className="content-children__list">
        {items.map((item) => (
          <li key={item.id} className="content-child">
            {item.mediaThumb ? (
              // The title beside it names the link; an alt repeating it would be read twice.
              <Thumbnail
                className="content-child__image"
                src={item.mediaThumb}
                alt=""
                sizes={childImageSizes}
                width={1024}
                height={683}
              />
            ) : (
              <span className="content-child__placeholder" aria-hidden="true">
                <AuroraEmblem />
              </span>
            )}
            <Link className="content-child__link" to={linkTo(item)}>
              {displayTitle(item.title)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
