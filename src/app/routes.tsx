/**
 * The route table (spec section 2). Every page renders inside the layout route; areas load lazily. Routes whose
 * screens are not built yet are left out on purpose: they fall to /home, as any unknown path does.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireUser } from '../features/auth/components/RequireUser';
import { paths } from '../lib/paths';
import { SiteLayout } from './SiteLayout';

const HomePage = lazy(() => import('../features/home/pages/HomePage'));
const ContactsPage = lazy(() => import('../features/contacts/pages/ContactsPage'));
const NewsListPage = lazy(() => import('../features/news/pages/NewsListPage'));
const NewsDetailPage = lazy(() => import('../features/news/pages/NewsDetailPage'));
const NewsPdfPage = lazy(() => import('../features/news/pages/NewsPdfPage'));
const MediaCenterPage = lazy(() => import('../features/mediaCenter/pages/MediaCenterPage'));
const LegalIndexPage = lazy(() => import('../features/legal/pages/LegalIndexPage'));
const LegalPage = lazy(() => import('../features/legal/pages/LegalPage'));
const CarListPage = lazy(() => import('../features/cars/pages/CarListPage'));
const CarPage = lazy(() => import('../features/cars/pages/CarPage'));
const VersionPage = lazy(() => import('../features/cars/pages/VersionPage'));
const SectionPage = lazy(() => import('../features/sections/pages/SectionPage'));
const GalleryPage = lazy(() => import('../features/gallery/pages/GalleryPage'));
const AlbumPage = lazy(() => import('../features/gallery/pages/AlbumPage'));
const FavoritesPage = lazy(() => import('../features/favorites/pages/FavoritesPage'));
const SearchPage = lazy(() => import('../features/search/pages/SearchPage'));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const RegistryPage = lazy(() => import('../features/profile/pages/RegistryPage'));
const NewsletterPage = lazy(() => import('../features/newsletter/pages/NewsletterPage'));
const LoggedAreaPage = lazy(() => import('../features/loggedArea/pages/LoggedAreaPage'));
const LoanHomePage = lazy(() => import('../features/loans/pages/LoanHomePage'));
const LoanRequestPage = lazy(() => import('../features/loans/pages/LoanRequestPage'));
const ApprovalsPage = lazy(() => import('../features/loans/pages/ApprovalsPage'));
const ApprovalDetailPage = lazy(() => import('../features/loans/pages/ApprovalDetailPage'));
const PickupPage = lazy(() => import('../features/loans/pages/PickupPage'));
const ChecklistPage = lazy(() => import('../features/loans/pages/ChecklistPage'));
const CancellationsPage = lazy(() => import('../features/loans/pages/CancellationsPage'));
const EventsPage = lazy(() => import('../features/events/pages/EventsPage'));
// Only the /pdf variants use it (the PDF service prints them): no other page's first load carries it.
const PrintLayout = lazy(() =>
  import('../components/layout/PrintLayout').then((module) => ({ default: module.PrintLayout })),
);

/** The logged-in area's pages (spec loan-area section 2): each sends a visitor with no user to /login. */
const signedInRoutes = [
  ['area-logada', LoggedAreaPage],
  ['home-comodato', LoanHomePage],
  ['solicita-comodato', LoanRequestPage],
  ['aprovacao', ApprovalsPage],
  ['aprovacao/:loanId', ApprovalDetailPage],
  ['retirar', PickupPage],
  ['checklist', ChecklistPage],
  ['comodato-lista', CancellationsPage],
  // The events list has two addresses (DECISIONS.md, "Events"); /comodato-lista above is the cancellation page.
  ['eventos', EventsPage],
  ['lista-comodato', EventsPage],
] as const;

/** The three section trees' route roots, each with its level-1 and level-2 pages. */
const sectionRoutes = [
  ['company', 'company'],
  ['technology', 'technology'],
  ['mobilidade-eletrica', 'emobility'],
] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="news" element={<NewsListPage />} />
        <Route path="news/:newsId" element={<NewsDetailPage />} />
        <Route path="media-center" element={<MediaCenterPage />} />
        <Route path="media-gallery" element={<GalleryPage />} />
        <Route path="media-gallery/album/:albumId" element={<AlbumPage />} />
        <Route path="contacts" element={<ContactsPage />} />
        <Route path="carrinho" element={<FavoritesPage />} />
        <Route path="SearchPage" element={<SearchPage />} />
        {/* The provider's callback and the sign-in start; '/login/' matches too. */}
        <Route path="login" element={<LoginPage />} />
        <Route
          path="registry"
          element={
            <RequireUser>
              <RegistryPage />
            </RequireUser>
          }
        />
        <Route path="newsletter" element={<NewsletterPage />} />
        {signedInRoutes.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireUser>
                <Page />
              </RequireUser>
            }
          />
        ))}
        <Route path="termos-legais" element={<LegalIndexPage />} />
        <Route path="termos-legais/:page" element={<LegalPage />} />
        {/* The three lists by name, so any other /cars/{name} falls to /home without loading the page. */}
        <Route path="cars/models" element={<CarListPage category={3} />} />
        <Route path="cars/concepts" element={<CarListPage category={2} />} />
        <Route path="cars/classics" element={<CarListPage category={1} />} />
        <Route path="cars/car/:carId" element={<CarPage />} />
        <Route path="cars/version/:carId/:versionId" element={<VersionPage />} />
        {sectionRoutes.map(([root, kind]) => (
          <Route key={root} path={root}>
            <Route index element={<SectionPage kind={kind} />} />
            <Route path=":id" element={<SectionPage kind={kind} />} />
            <Route path=":id/:subId" element={<SectionPage kind={kind} />} />
          </Route>
        ))}
        <Route path="*" element={<Navigate to={paths.home()} replace />} />
      </Route>
      {/* The /pdf variants, laid out for A4 without the site's frame (the PDF service prints them). */}
      <Route
        element={
          <Suspense fallback={null}>
            <PrintLayout />
          </Suspense>
        }
      >
        <Route path="news/:newsId/pdf" element={<NewsPdfPage />} />
        <Route path="cars/version/:carId/:versionId/pdf" element={<VersionPage />} />
      </Route>
    </Routes>
  );
}
