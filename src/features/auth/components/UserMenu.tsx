/**
 * The logged-in menu of the header (spec section 2): Perfil, Solicitação de Veículo, Redação for the press office
 * (the `publish` capability), Eventos only when the user has events (`user-has-event`), and Sair. A disclosure (a
 * button that shows a list of links), the pattern for site navigation: Tab moves through it, Escape or a click
 * elsewhere closes it and focus returns to the button. Loaded lazily by HeaderAccount, with its styles and the
 * logout call.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { paths } from '../../../domain/routes';
import { selectHasEvents, selectUser } from '../../../state/auth/authSlice';
import { signOut } from '../../../state/auth/signOut';
import { firstName } from '../userNames';
import { staffHomeOf } from '../../../domain/staffAreas';
import '../userMenu.css';

export default function UserMenu() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const staffHome = user ? staffHomeOf(user.role) : undefined;
  const hasEvents = useAppSelector(selectHasEvents);
  const location = useLocation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // A new page closes the menu (state adjusted while rendering, React's advice over an effect).
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const logout = () => {
    setLeaving(true);
    void dispatch(signOut());
  };

  const name = firstName(user?.name);
  return (
    <div
      ref={rootRef}
      className="user-menu"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-header__icon-button user-menu__button"
        aria-label="Menu do usuário"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="header-account__icon" />
        <span className="user-menu__dot" aria-hidden="true" />
      </button>
      {open && (
        <nav id={panelId} className="user-menu__panel" aria-label="Menu do usuário">
          {name && <p className="user-menu__greeting">Olá, {name}</p>}
          <ul className="user-menu__list">
            <li>
              <Link className="user-menu__item" to={paths.registry.href()}>
                Perfil
              </Link>
            </li>
            <li>
              <Link className="user-menu__item" to={paths.loanHome.href()}>
                Solicitação de Veículo
              </Link>
            </li>
            {staffHome && (
              <li>
                <Link className="user-menu__item" to={staffHome}>
                  Redação
                </Link>
              </li>
            )}
            {hasEvents && (
              <li>
                <Link className="user-menu__item" to={paths.events.href()}>
                  Eventos
                </Link>
              </li>
            )}
            <li className="user-menu__separator">
              <button type="button" className="user-menu__item" onClick={logout} disabled={leaving}>
                {leaving ? 'Saindo...' : 'Sair'}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
