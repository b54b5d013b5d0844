import { useState } from 'react';
import { config } from '../../lib/config';
import { handToNativeApp } from '../../lib/nativeBridge';
import { trackFileDownload } from '../../lib/analytics';
import { useRenderPdfMutation } from '../../lib/api/pdfApi';
import type { ApiError } from '../../lib/api/api';
import { favoriteOfAttachment, type FavoriteItem } from '../../domain/favorites';
import { displayTitle } from '../../domain/format';
import { pdfFileName, pdfPageUrl } from '../../domain/sharing';
import { usePrintMode } from '../layout/print/printMode';
import { FavoriteButton } from '../media/FavoriteButton';
import { useDownloadTerms } from '../media/download/useDownloadTerms';
import { PdfIcon } from '../media/actionIcons';
import { usePreviewToken } from './usePreviewToken';
import './content.css';

/** The spec's notice before a PDF is made (section 7), word for word. */
export const pdfWaitNotice = 'Esse processo pode levar alguns segundos:';

type PdfState =
  | { kind: 'idle' }
  | { kind: 'ready'; pdf: string; name: string; opened: boolean }
  | { kind: 'unavailable'; message: string }
  | { kind: 'failed'; message: string };

function failureMessage(error: ApiError): string {
  if (error.status === 0) return 'Sem resposta do servidor. Verifique sua conexão e tente novamente.';
  if (error.status === 429)
    return 'Muitos pedidos de PDF em pouco tempo. Aguarde um instante e tente novamente.';
  return 'Não foi possível gerar o PDF desta página. Tente novamente em alguns instantes.';
}

export interface PdfRowProps {
  /** The page's path on the site; its `/pdf` variant is what gets printed. */
  path: string;
  /** The page's title, for the file's name. */
  title: string;
  /**
   * A stored PDF offered beside the rendered page (null or '' when there is none): a version's spec sheet, a news
   * item's own release.
   */
  pdfMedia?: string | null;
  /**
   * The name the server gives that PDF's download ('t-cross-highline-ficha-tecnica.pdf', `specSheetName`,
   * `releasePdfName`): the mobile app saves it under this name.
   */
  pdfMediaName?: string;
  /** What that PDF is, in its button and its favorite: 'Ficha técnica' unless said. */
  pdfLabel?: string;
  /**
   * The page as one favorite, offered after 'Baixar PDF' (a news item: its PDF and photos, `favoriteOfRelease`),
   * made from the page's path.
   */
  favoriteOf?: (contentLink: string) => FavoriteItem;
}

/**
 * The PDF row of a content page: the spec sheet when there is one (downloaded after the download terms, like any
 * media, and favorited as an attachment), and 'Baixar PDF', which warns that it takes a
 * few seconds, asks the rendering service for the page's `/pdf` variant (a preview's with its token) and opens the file it answers (a download
 * event for analytics, like the spec sheet's). Without a Chromium on the server (503) it offers the browser's own
 * print instead.
 */
export function PdfRow({
  path,
  title,
  pdfMedia,
  pdfMediaName,
  pdfLabel = 'Ficha técnica',
  favoriteOf,
}: PdfRowProps) {
  const printMode = usePrintMode();
  const previewToken = usePreviewToken();
  const [renderPdf, { isLoading }] = useRenderPdfMutation();
  const [state, setState] = useState<PdfState>({ kind: 'idle' });
  const sheet = useDownloadTerms();
  if (printMode) return null;

  const download = async () => {
    window.alert(pdfWaitNotice);
    setState({ kind: 'idle' });
    const result = await renderPdf({
      url: pdfPageUrl(config.publicUrl, path, previewToken),
      inlinePdf: true,
      fileName: pdfFileName(title),
    });
    if ('error' in result) {
      const error = result.error as ApiError;
      setState(
        error.status === 503
          ? { kind: 'unavailable', message: 'O servidor não consegue gerar PDFs agora.' }
          : { kind: 'failed', message: failureMessage(error) },
      );
      return;
    }
    const { pdf, name } = result.data;
    // Inside the mobile app the file goes to the app, which shows or shares it; counted as opened.
    if (handToNativeApp({ type: 'pdf', name, url: pdf })) {
      trackFileDownload(pdf, name);
      setState({ kind: 'ready', pdf, name, opened: true });
      return;
    }
    // The answer comes seconds after the click, so a popup blocker may refuse the window: the link stays offered.
    const opened = window.open(pdf, '_blank');
    if (opened) opened.opener = null;
    // Counted when the file is opened, here or from the link, not when it is merely made (sent only with consent).
    if (opened) trackFileDownload(pdf, name);
    setState({ kind: 'ready', pdf, name, opened: opened !== null });
  };

  return (
    <div className="pdf-row">
      <div className="pdf-row__actions">
        {pdfMedia && (
          <>
            <button
              type="button"
              className="btn btn-outline-primary pdf-row__sheet"
              aria-label={`${pdfLabel} (PDF): ${displayTitle(title)}`}
              onClick={() => sheet.requestDownload(pdfMedia, pdfMediaName)}
            >
              <PdfIcon />
              {pdfLabel} (PDF)
            </button>
            {/* The sheet has no picture: its own link identifies it in the favorites. */}
            <FavoriteButton
              className="pdf-row__favorite"
              buttonClassName="btn btn-outline-primary"
              title={`${pdfLabel}: ${title}`}
              favoriteOf={(contentLink) =>
                favoriteOfAttachment(`${pdfLabel}: ${title}`, pdfMedia, pdfMedia, contentLink)
              }
            />
            {sheet.dialog}
          </>
        )}
        <button
          type="button"
          className="btn btn-primary pdf-row__render"
          onClick={() => void download()}
          disabled={isLoading}
          aria-busy={isLoading || undefined}
        >
          {isLoading ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <PdfIcon />}
          {isLoading ? 'Gerando PDF…' : 'Baixar PDF'}
        </button>
        {favoriteOf && (
          <FavoriteButton
            className="pdf-row__favorite"
            buttonClassName="btn btn-outline-primary"
            title={title}
            label="Favoritar release"
            favoriteOf={favoriteOf}
          />
        )}
      </div>
      {sheet.refusal}
      <div className="pdf-row__status" role="status">
        {state.kind === 'ready' && (
          <p>
            {state.opened ? 'PDF pronto. ' : 'PDF pronto; o navegador não abriu uma nova janela. '}
            <a
              href={state.pdf}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackFileDownload(state.pdf, state.name)}
            >
              Abrir o PDF
            </a>
          </p>
        )}
      </div>
      {(state.kind === 'unavailable' || state.kind === 'failed') && (
        <div className="pdf-row__problem" role="alert">
          <p>{state.message}</p>
          {state.kind === 'unavailable' && (
            <>
              <p>Você pode imprimir esta página ou salvá-la como PDF pelo seu navegador.</p>
              <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => window.print()}>
                Imprimir página
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
