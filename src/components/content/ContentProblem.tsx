import { Link } from 'react-router-dom';
import type { ApiError } from '../../lib/api/api';
import { paths } from '../../domain/routes';
import { usePdfMissing } from '../layout/print/pdfReady';
import { usePrintMode } from '../layout/print/printMode';
import './content.css';

export const notFoundText = 'Conteúdo não encontrado.';

/** Whether a failed read means the item does not exist (or is an unpublished draft without its preview token). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Partial<ApiError>).status === 404;
}

export interface ContentProblemProps {
  /** The read's error (ApiError); a 404 says the content does not exist. */
  error: unknown;
  /** Asks again (the read's `refetch`). */
  onRetry: () => void;
}

/** The window's title of a page whose read failed. */
export function problemTitle(error: unknown): string {
  return isNotFound(error) ? 'Conteúdo não encontrado' : 'Erro ao carregar';
}

/**
 * What a content page shows when its read failed: 'Conteúdo não encontrado.' with a way home for a 404, otherwise
 * a plain message and a retry. The read itself already logged `Error` (spec section 8).
 */
export function ContentProblem({ error, onRetry }: ContentProblemProps) {
  const notFound = isNotFound(error);
  // Printing a page whose item is gone: the PDF service answers 404 rather than a file of this message.
  usePdfMissing(usePrintMode() && notFound);
  return (
    <div className="content-problem site-container">
      {notFound ? (
        <>
          <h1 className="content-problem__title">{notFoundText}</h1>
          <p>O endereço pode estar errado, ou o conteúdo não está mais publicado.</p>
          <Link className="btn btn-primary" to={paths.home.href()}>
            Voltar para a página inicial
          </Link>
        </>
      ) : (
        <>
          <h1 className="content-problem__title">Não foi possível carregar este conteúdo</h1>
          <p>Verifique sua conexão e tente novamente em alguns instantes.</p>
          <div className="content-problem__actions">
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              Tentar novamente
            </button>
            <Link className="btn btn-outline-primary" to={paths.home.href()}>
              Ir para a página inicial
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
