/** What an area shows while its code loads; the spinner fades in only if the wait goes on (src/styles/_base.scss). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner-border" aria-hidden="true" />
      <span className="visually-hidden">Carregando…</span>
    </div>
  );
}
