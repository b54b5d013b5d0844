/** Why a page's or a part's code may not have come, and what to do: said by this notice and by PartLoadError. */
export const whyCodeFailedToLoad =
  'Talvez uma nova versão do site tenha sido publicada enquanto você navegava, ou a conexão tenha caído. ' +
  'Recarregue a página para tentar de novo.';

/**
 * What the page area shows when its page could not be drawn: most often its code chunk failed to load, because a
 * new version of the site was published while this tab stayed open (the old chunk names are gone) or the connection
 * dropped. Reloading fetches the current version. Header, menu and footer stay usable around it. React itself logs
 * the error to the console.
 */
export function PageLoadError() {
  return (
    <div className="page-load-error site-container" role="alert">
      <h1 className="page-load-error__title">Não foi possível carregar esta página</h1>
      <p>{whyCodeFailedToLoad}</p>
      <ReloadPageButton />
    </div>
  );
}

/** Reloading fetches the current version of the site, and every chunk afresh. */
export function ReloadPageButton() {
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
      Recarregar página
    </button>
  );
}
