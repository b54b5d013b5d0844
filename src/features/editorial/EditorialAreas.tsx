import { NavLink } from 'react-router-dom';
import type { Role } from '../../domain/roles';
import { editorialTexts } from './editorialTexts';
import { staffAreasOf } from '../../domain/staffAreas';

/**
 * The staff areas the role opens, one tab each; a news item's editor still counts as the news tab. A role with one
 * area needs no tabs on its own screens, only where it was refused (`evenOne`), as the way to what it may open.
 */
export function EditorialAreas({
  pathname,
  role,
  evenOne = false,
}: {
  pathname: string;
  role: Role;
  evenOne?: boolean;
}) {
  const areas = staffAreasOf(role);
  if (areas.length < (evenOne ? 1 : 2)) return null;
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
              {editorialTexts.areas[area.key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
