import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Menu } from '../../domain/content';
import { timings } from '../../domain/limits';
import { useIsDesktop } from '../../lib/useMediaQuery';
import { useModalTabCycle } from '../dialogs/useModalTabCycle';
import { ArrowLeftIcon, ArrowRightIcon, ChevronRightIcon, CloseIcon } from './icons';
import { menuLinks, siteSections, type NavSectionKey } from './siteNavigation';

export interface SideMenuProps {
  menu: Menu | null;
  onClose: () => void;
}

/** Which levels are open: a section (level 2) and, inside it, an entry's children (level 3). */
interface OpenLevels {
  section: NavSectionKey | null;
  entry: string | null;
}

const closed: OpenLevels = { section: null, entry: null };
const levelId = (level: 2 | 3) => `side-menu-level-${level}`;
const sectionButtonId = (key: NavSectionKey) => `side-menu-${key}`;
// Entry ids are numbers or plain words, so these ids are valid CSS selectors as they are.
const entryButtonId = (key: NavSectionKey, entryId: string) => `side-menu-${key}-${entryId}`;

/**
 * The side menu (spec section 2): a modal dialog with three fixed levels. From 992 px a level opens when the
 * pointer rests on its entry for 500 ms, and on click or Enter; below, on tap. Escape closes the deepest open
 * level, then the menu. Following any link closes the menu (the layout also closes it on every navigation).
 */
export function SideMenu({ menu, onClose }: SideMenuProps) {
  const isDesktop = useIsDesktop();
  const sections = useMemo(() => siteSections(menu), [menu]);
  const [open, setOpen] = useState<OpenLevels>(closed);
  const dialogRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  /** Where focus goes once the levels just changed have rendered (a CSS selector inside the dialog). */
  const focusNext = useRef<string | null>(null);

  const section = sections.find((candidate) => candidate.key === open.section) ?? null;
  const entry = section?.entries.find((candidate) => candidate.id === open.entry) ?? null;
  const level3 = entry && entry.children.length > 0 ? entry : null;
  // The page behind is inert; Tab goes round the menu rather than out to the browser.
  useModalTabCycle(true);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('.side-menu__entry')?.focus();
    // The page behind a modal menu doesn't scroll.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      window.clearTimeout(hoverTimer.current);
    };
  }, []);

  useEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) dialogRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [open]);

  /** Opens levels at once, as a click, a tap or a key does; focus moves into the opened level. */
  const openNow = (next: OpenLevels, level: 2 | 3) => {
    window.clearTimeout(hoverTimer.current);
    focusNext.current = `#${levelId(level)} .side-menu__open-link`;
    setOpen(next);
  };

  /** Closes a level and gives focus back to the entry that opened it. */
  const closeLevel = (level: 2 | 3) => {
    window.clearTimeout(hoverTimer.current);
    if (level === 2 && open.section) {
      focusNext.current = `#${sectionButtonId(open.section)}`;
      setOpen(closed);
    } else if (level === 3 && open.section && open.entry) {
      focusNext.current = `#${entryButtonId(open.section, open.entry)}`;
      setOpen({ section: open.section, entry: null });
    }
  };

  /** Hover, on desktop only: the change happens if the pointer is still there after the delay. */
  const hover = (change: (current: OpenLevels) => OpenLevels) => ({
    onMouseEnter: () => {
      if (!isDesktop) return;
      window.clearTimeout(hoverTimer.current);
      hoverTimer.current = window.setTimeout(() => setOpen(change), timings.menuHoverDelayMs);
    },
    onMouseLeave: () => window.clearTimeout(hoverTimer.current),
  });

  // On the document, not the dialog: a level that opens on hover may take the focused link away with the level
  // it replaces, leaving focus on the page's body.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (level3) closeLevel(3);
      else if (section) closeLevel(2);
      else onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  /** Any link followed closes the menu, even one to the page already shown (which is no navigation). */
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };

  return (
    <div
      ref={dialogRef}
      id="side-menu"
      className="side-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
    >
      <div className="side-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <nav className="side-menu__panels" aria-label="Menu principal" onClick={onClick}>
        <div className="side-menu__panel side-menu__panel--1" inert={!isDesktop && section !== null}>
          <div className="side-menu__head">
            <p className="side-menu__title">Menu</p>
            <button type="button" className="side-menu__close" aria-label="Fechar menu" onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <ul className="side-menu__list">
            {sections.map((candidate) => (
              <li key={candidate.key}>
                <button
                  type="button"
                  id={sectionButtonId(candidate.key)}
                  className="side-menu__entry"
                  aria-expanded={open.section === candidate.key}
                  aria-controls={open.section === candidate.key ? levelId(2) : undefined}
                  onClick={() =>
                    openNow(
                      open.section === candidate.key ? { ...open } : { section: candidate.key, entry: null },
                      2,
                    )
                  }
                  {...hover((current) =>
                    current.section === candidate.key ? current : { section: candidate.key, entry: null },
                  )}
                >
                  {candidate.title}
                  <ChevronRightIcon />
                </button>
              </li>
            ))}
          </ul>
          <ul className="side-menu__list side-menu__list--secondary">
            {menuLinks.map((link) => (
              <li key={link.id}>
                <Link className="side-menu__entry" to={link.to} {...hover(() => closed)}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        {section && (
          <MenuLevel
            key={section.key}
            level={2}
            title={section.title}
            to={section.to}
            onClose={() => closeLevel(2)}
            inert={!isDesktop && level3 !== null}
          >
            {section.entries.map((candidate) => (
              <li key={candidate.id}>
                {candidate.children.length > 0 ? (
                  <button
                    type="button"
                    id={entryButtonId(section.key, candidate.id)}
                    className="side-menu__entry"
                    aria-expanded={level3?.id === candidate.id}
                    aria-controls={level3?.id === candidate.id ? levelId(3) : undefined}
                    onClick={() => openNow({ section: section.key, entry: candidate.id }, 3)}
                    {...hover((current) =>
                      current.entry === candidate.id
                        ? current
                        : { section: section.key, entry: candidate.id },
                    )}
                  >
                    {candidate.title}
                    <ChevronRightIcon />
                  </button>
                ) : (
                  <Link
                    className="side-menu__entry"
                    to={candidate.to}
                    {...hover(() => ({ section: section.key, entry: null }))}
                  >
                    {candidate.title}
                  </Link>
                )}
              </li>
            ))}
          </MenuLevel>
        )}

        {level3 && (
          <MenuLevel
            key={level3.id}
            level={3}
            title={level3.title}
            to={level3.to}
            onClose={() => closeLevel(3)}
          >
            {level3.children.map((child) => (
              <li key={child.id}>
                <Link className="side-menu__entry" to={child.to}>
                  {child.title}
                </Link>
              </li>
            ))}
          </MenuLevel>
        )}
      </nav>
    </div>
  );
}

interface MenuLevelProps {
  level: 2 | 3;
  title: string;
  to: string;
  onClose: () => void;
  inert?: boolean;
  children: ReactNode;
}

/** An opened level: its title, a close control, the 'Abrir {title}' link to its own page, and its entries. */
function MenuLevel({ level, title, to, onClose, inert, children }: MenuLevelProps) {
  const id = levelId(level);
  return (
    <section
      id={id}
      className={`side-menu__panel side-menu__panel--${level}`}
      aria-labelledby={`${id}-title`}
      inert={inert}
    >
      <div className="side-menu__head">
        <h2 id={`${id}-title`} className="side-menu__level-title">
          {title}
        </h2>
        <button
          type="button"
          className="side-menu__close side-menu__close--level"
          aria-label={`Fechar ${title}`}
          onClick={onClose}
        >
          <ArrowLeftIcon className="side-menu__icon-back" />
          <CloseIcon className="side-menu__icon-x" />
        </button>
      </div>
      <Link className="side-menu__open-link" to={to}>
        Abrir {title}
        <ArrowRightIcon />
      </Link>
      <ul className="side-menu__list">{children}</ul>
    </section>
  );
}
