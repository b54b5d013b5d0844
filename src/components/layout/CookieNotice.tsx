import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../domain/routes';

/**
 * Keeps the notice from hiding what lies under it (WCAG 2.4.11): publishes its height as --cookie-notice-space,
 * which the page adds as room at its end and as scroll padding, so keyboard focus scrolls clear of it.
 * Measured by a ResizeObserver, from a passive effect: reading the height in a layout effect made the browser lay
 * out the whole first page in the middle of React's first render (then again for the new space), on every first
 * visit, before anything could be painted.
 */
function useReservedSpace() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const notice = ref.current;
    const root = document.documentElement;
    if (!notice) return;
    let reserved = '';
    const reserve = (height: number) => {
      // Its height plus the gap under it, twice: the same gap again above it.
      const gap = parseFloat(getComputedStyle(notice).bottom) || 0;
      const space = `${Math.ceil(height + gap * 2)}px`;
      if (space === reserved) return;
      reserved = space;
      root.style.setProperty('--cookie-notice-space', space);
    };
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => reserve(entry?.borderBoxSize[0]?.blockSize ?? notice.offsetHeight));
    if (observer) observer.observe(notice);
    else reserve(notice.offsetHeight);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--cookie-notice-space');
    };
  }, []);
  return ref;
}

/**
 * Shown until the visitor answers (spec section 2). Refusing takes one click, like accepting, in a button of the
 * same size and weight (LGPD: consent must be free); analytics loads only after an acceptance.
 */
export function CookieNotice({ onAccept, onRefuse }: { onAccept: () => void; onRefuse: () => void }) {
  const ref = useReservedSpace();
  return (
    <section ref={ref} className="cookie-notice" aria-labelledby="cookie-notice-title">
      <div>
        <h2 id="cookie-notice-title" className="cookie-notice__title">
          Aviso de cookies
        </h2>
        <p>
          Usamos cookies e tecnologias semelhantes para o funcionamento do site e, com o seu consentimento,
          para medir a audiência (Google Analytics), conforme a Lei Geral de Proteção de Dados (LGPD). Saiba
          mais na nossa <Link to={paths.legal.page.href('Cookies')}>Política de Cookies</Link>.
        </p>
      </div>
      <div className="cookie-notice__actions">
        <button type="button" className="btn btn-outline-primary" onClick={onRefuse}>
          Recusar
        </button>
        <button type="button" className="btn btn-primary" onClick={onAccept}>
          Aceitar
        </button>
      </div>
    </section>
  );
}
