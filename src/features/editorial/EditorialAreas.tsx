import { NavLink } from 'react-router-dom';
import { paths } from '../../domain/routes';
import { editorialTexts } from './editorialTexts';

const areas = [
  { label: editorialTexts.areas.news, to: paths.editorial.news.href(), end: true, also: '/redacao/noticias' },
  { label: editorialTexts.areas.albums, to: paths.editorial.albums.href(), end: false },
  { label: editorialTexts.areas.pages, to: paths.editorial.pages.href(), end: false },
  { label: editorialTexts.areas.cars, to: paths.editorial.cars.href(), end: false },
  { label: editorialTexts.areas.contacts, to: paths.editorial.contacts.href(), end: false },
  { label: editorialTexts.areas.banner, to: paths.editorial.banner.href(), end: false },
];

/** What the press office edits, one tab each; a news item's editor still counts as the news tab. */
export function EditorialAreas({ pathname }: { pathname: string }) {
  return (
    <nav className="editorial-areas" aria-label={editorialTexts.areas.label}>
      <ul className="nav nav-tabs">
        {areas.map((area) => (
          <li className="nav-item" key={area.to}>
            <NavLink
              to={area.to}
              end={area.end}
              className={({ isActive }) =>
                `nav-link${isActive || (area.also && pathname.startsWith(area.also)) ? ' active' : ''}`
              }
            >
              {area.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
