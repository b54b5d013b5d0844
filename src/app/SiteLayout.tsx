/**
 * The layout route of every page, connected: it reads the site menu (`menu/json/`, fetched once and cached by RTK
 * Query), reads the cookie consent, and sends analytics page views once consent is given. It lives beside
 * the router because components may not import features.
 */
import { lazy, useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from '../lib/config';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { useGetMenuQuery } from '../lib/api/siteApi';
import { AppLayout } from '../components/layout/AppLayout';
import { SetMailDialogContext, type SetMailDialogProps } from '../components/media/SetMailDialog';
import { HeaderAccount } from '../features/auth/components/HeaderAccount';
import { SignInRefusedNotice } from '../features/auth/components/SignInRefusedNotice';
import { acceptCookies, refuseCookies, selectCookieConsent } from '../state/consent/consentSlice';
import { FavoritesMenu } from '../features/favorites/components/FavoritesMenu';
import { HeaderSearch } from '../features/search/components/HeaderSearch';
import { startAnalytics, trackPageView } from '../lib/analytics';

/** A set too large to download at once goes by the favorites' e-mailed link (components/media/SetActions.tsx). */
const SetCartEmailDialog = lazy(() => import('../features/favorites/components/SetCartEmailDialog'));
const renderSetMailDialog = (props: SetMailDialogProps) => <SetCartEmailDialog {...props} />;

export function SiteLayout() {
  const dispatch = useAppDispatch();
  const { data: menu } = useGetMenuQuery();
  const cookieConsent = useAppSelector(selectCookieConsent);

  usePageViews(cookieConsent === 'accepted');

  const onAcceptCookies = useCallback(() => dispatch(acceptCookies()), [dispatch]);
  const onRefuseCookies = useCallback(() => dispatch(refuseCookies()), [dispatch]);
  return (
    <SetMailDialogContext.Provider value={renderSetMailDialog}>
      <AppLayout
        menu={menu ?? null}
        showCookieNotice={cookieConsent === 'unknown'}
        onAcceptCookies={onAcceptCookies}
        onRefuseCookies={onRefuseCookies}
        notice={<SignInRefusedNotice />}
        headerActions={
          <>
            <HeaderAccount />
            <HeaderSearch />
            <FavoritesMenu />
          </>
        }
      />
    </SetMailDialogContext.Provider>
  );
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
