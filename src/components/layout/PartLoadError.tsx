import { ReloadPageButton, whyCodeFailedToLoad } from './PageLoadError';

export interface PartLoadErrorProps {
  /** Takes the notice away (and gives up what was asked for); without it, only reloading does. */
  onClose?: () => void;
}

/**
 * What the visitor sees when a part asked for (the side menu, the account menu, the lightbox, the download terms)
 * could not load its code (LazyPart): a notice over the page rather than in its place, so the page, and whatever
 * was typed in it, stays.
 */
export function PartLoadError({ onClose }: PartLoadErrorProps) {
  return (
    <div className="part-load-error" role="alert">
      <p>Não foi possível abrir esta parte do site. {whyCodeFailedToLoad}</p>
      <div className="part-load-error__actions">
        {onClose && (
          <button type="button" className="btn btn-outline-primary" onClick={onClose}>
            Fechar
          </button>
        )}
        <ReloadPageButton />
      </div>
    </div>
  );
}
