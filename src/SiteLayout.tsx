/**
 * The layout route of every page, connected: it asks for the home payload (which carries the site menu; the thunk
 * fetches once), reads the cookie consent, and sends analytics page views once consent is given. It lives beside
 * routes.tsx because components may not import features.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from './app/config';
import { useAppDispatch, useAppSelector } from './app/hooks';
import { AppLayout } from './components/layout/AppLayout';
import { acceptCookies, selectCookiesAccepted } from './features/consent/consentSlice';
import { fetchHome, selectMenu } from './features/home/homeSlice';
import { startAnalytics, trackPageView } from './lib/analytics';

export function SiteLayout() {
  const dispatch = useAppDispatch();
  const menu = useAppSelector(selectMenu);
  const cookiesAccepted = useAppSelector(selectCookiesAccepted);

  useEffect(() => {
    void dispatch(fetchHome());
  }, [dispatch]);

  usePageViews(cookiesAccepted);

  const onAcceptCookies = useCallback(() => dispatch(acceptCookies()), [dispatch]);
  return <AppLayout menu={menu} showCookieNotice={!cookiesAccepted} onAcceptCookies={onAcceptCookies} />;
}

/** Once consent is given: starts analytics and sends a page view for the page shown, then one per route change. */
function usePageViews(consented: boolean) {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  // StrictMode runs effects twice on mount: one page shown is one view.
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    if (!consented || lastSent.current === page) return;
    lastSent.current = page;
    void startAnalytics(config.analyticsId);
    trackPageView(page);
  }, [consented, page]);
}
