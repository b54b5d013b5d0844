import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../domain/routes';
import { AuroraLogo } from './AuroraLogo';

export interface HeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Focus comes back here when the side menu closes. */
  menuButtonRef: Ref<HTMLButtonElement>;
  /**
   * The controls on the right (search, favorites), given by the connected layout: components don't import features.
   */
  actions?: ReactNode;
}

/** The site header: the side-menu button, the logo and the controls on the right. Sign-in joins later. */
export function Header({ menuOpen, onOpenMenu, menuButtonRef, actions }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__bar site-container">
        <button
          ref={menuButtonRef}
          type="button"
          className="site-header__menu"
          aria-label="Abrir menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'side-menu' : undefined}
          onClick={onOpenMenu}
        >
          <span className="site-header__menu-icon" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="site-header__menu-text" aria-hidden="true">
            Menu
          </span>
        </button>
        <Link to={paths.home.href()} className="brand" aria-label="Aurora Imprensa, página inicial">
          <AuroraLogo />
        </Link>
        <div className="site-header__actions">{actions}</div>
      </div>
    </header>
  );
}
