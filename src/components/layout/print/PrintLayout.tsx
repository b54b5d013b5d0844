import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { config } from '../../../lib/config';
import { pageOfPdfVariant, publicPageUrl } from '../../../domain/sharing';
import { AuroraEmblem } from '../AuroraLogo';
import { PageLoadError } from '../PageLoadError';
import { PageLoading } from '../PageLoading';
import { PrintModeContext } from './printMode';
import './printLayout.css';

/**
 * The frame of the `/pdf` variants, laid out for A4: a small logo header with the page's public address, and the
 * page; no header menu, side menu, cookie notice or footer. Pages inside read `usePrintMode()` to leave out what
 * only works on a screen, and call `usePdfReady` (pdfReady.ts) once their content is drawn.
 */
export function PrintLayout() {
  const { pathname } = useLocation();
  const pageUrl = publicPageUrl(config.publicUrl, pageOfPdfVariant(pathname));
  return (
    <PrintModeContext.Provider value={true}>
      <div className="print-layout">
        <header className="print-layout__header">
          <span className="print-layout__brand">
            <AuroraEmblem className="print-layout__emblem" />
            Aurora Imprensa
          </span>
          <span className="print-layout__url">{pageUrl}</span>
        </header>
        <main className="print-layout__main">
          <ErrorBoundary FallbackComponent={PageLoadError} resetKeys={[pathname]}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </PrintModeContext.Provider>
  );
}
