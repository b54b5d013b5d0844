import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import type { Menu } from '../../domain/content';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { LazyPart } from './LazyPart';
import { PageLoadError } from './PageLoadError';
import { PageLoading } from './PageLoading';
import { PartLoadError } from './PartLoadError';
import { whenIdle } from '../../lib/whenIdle';
import { startFocusRescue } from '../../lib/a11y/focusRescue';
import { useRouteFocus } from '../../lib/a11y/useRouteFocus';
import { Announcer } from './Announcer';

// The side menu is drawn only once opened: it loads when the page is idle (or at the first press of the menu
// button, if that comes sooner), not with every page's first load.
const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));

export interface AppLayoutProps {
  /** The site menu, null until it arrives (or when it failed: the layout works without it). */
  menu: Menu | null;
  showCookieNotice: boolean;
  onAcceptCookies: () => void;
  onRefuseCookies: () => void;
  /** The header's controls on the right (the search box and the favorites menu). */
  headerActions?: ReactNode;
  /** A message for the visitor above the page (a refused sign-in), when there is one. */
  notice?: ReactNode;
}

/**
 * Every page's frame: skip link, cookie notice, header, side menu, the page in `<main id="conteudo">` and footer.
 * A page that fails to load or to draw shows a message in its place; the frame around it keeps working.
 * Presentational: src/app/SiteLayout.tsx connects it to the store.
 */
export function AppLayout({
  menu,
  showCookieNotice,
  onAcceptCookies,
  onRefuseCookies,
  headerActions,
  notice,
}: AppLayoutProps) {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const menuWasOpen = useRef(false);

  // Any navigation closes the menu, the browser's back button included (state adjusted while rendering, as React
  // recommends over an effect).
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (menuWasOpen.current && !menuOpen) menuButtonRef.current?.focus();
    menuWasOpen.current = menuOpen;
  }, [menuOpen]);

  // Keyboard and screen-reader users keep their place: a new page's heading takes the focus, and a control that goes
  // away with its action hands it on to what comes next (lib/a11y).
  useRouteFocus();
  useEffect(() => startFocusRescue(), []);

  // A failed load is told when the menu is opened (LazyPart), not here.
  useEffect(() => whenIdle(() => void loadSideMenu().catch(() => {})), []);

  // A new page starts at its top, as it would on a multi-page site.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  // The notice, and the button that had focus, go away: keyboard users carry on from the page, not from the top.
  const acceptCookies = () => {
    onAcceptCookies();
    mainRef.current?.focus({ preventScroll: true });
  };
  const refuseCookies = () => {
    onRefuseCookies();
    mainRef.current?.focus({ preventScroll: true });
  };

  const skipToContent = (event: MouseEvent) => {
    event.preventDefault(); // a hash in the address would count as a navigation for the router
    mainRef.current?.focus();
  };

  return (
    <>
      <div className="site" inert={menuOpen}>
        <a className="skip-link" href="#conteudo" onClick={skipToContent}>
          Pular para o conteúdo
        </a>
        {/* Early in the tab order, so a keyboard user meets the question first; it is drawn fixed at the bottom. */}
        {showCookieNotice && <CookieNotice onAccept={acceptCookies} onRefuse={refuseCookies} />}
        <Header
          menuOpen={menuOpen}
          onOpenMenu={() => setMenuOpen(true)}
          menuButtonRef={menuButtonRef}
          actions={headerActions}
        />
        <main id="conteudo" ref={mainRef} className="site-main" tabIndex={-1}>
          {notice}
          {/* A new address is a fresh try: the visitor may have moved on to a page that loads. */}
          <ErrorBoundary FallbackComponent={PageLoadError} resetKeys={[location.key]}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer menu={menu} />
      </div>
      {/* Outside the page, which is inert while the menu is open: its messages are still read. */}
      <Announcer />
      {menuOpen && (
        <LazyPart failed={<PartLoadError onClose={() => setMenuOpen(false)} />}>
          <SideMenu menu={menu} onClose={() => setMenuOpen(false)} />
        </LazyPart>
      )}
    </>
  );
}
