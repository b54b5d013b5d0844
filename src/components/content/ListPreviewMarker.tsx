import { brazilDayOf, brazilTimeOf } from '../../domain/brazilTime';
import type { ListPreviewParams } from '../../domain/editorialListSchemas';
import { isApiError } from '../../lib/api/apiErrors';
import { useGetListPreviewQuery } from '../../lib/api/siteApi';
import './previewMarker.css';

const drafts: Record<ListPreviewParams['list'], string> = {
  banner: 'Rascunho dos destaques da home',
  contacts: 'Rascunho dos contatos',
};

/** 'dd/mm/aaaa às hh:mm', on Brazil's wall clock as the editor shows it. */
const savedAtText = (iso: string): string => `${brazilDayOf(iso)} às ${brazilTimeOf(iso)}`;

/**
 * Above a public page opened by the preview link of a list's draft (the home for the banner, the contacts page): a
 * strip that stays in view (on a phone, a badge at the bottom of the screen does), so nobody takes the draft for
 * what the public sees, and says so too when the link's draft has since been published or discarded (the page then
 * shows the published list).
 */
export function ListPreviewMarker({ list, token }: { list: ListPreviewParams['list']; token: string }) {
  const preview = useGetListPreviewQuery({ list, token });
  let detail = '';
  if (preview.data)
    detail = `${drafts[list]}, salvo em ${savedAtText(preview.data.savedAt)}. O público ainda vê a versão publicada.`;
  else if (isApiError(preview.error) && preview.error.status === 404)
    detail =
      'Este link não abre mais um rascunho: ele foi publicado ou descartado. A página mostra a versão publicada.';
  return (
    <aside className="preview-marker" aria-label="Pré-visualização">
      <strong className="preview-marker__label">Pré-visualização</strong>
      {detail && <span className="preview-marker__detail">{detail}</span>}
      {/* On a phone the strip stays at the top of the page (the home's tab bar sticks there) and this stays in view. */}
      <span className="preview-marker__badge" aria-hidden="true">
        Pré-visualização
      </span>
    </aside>
  );
}
