import { requestStatusOf } from '../../../lib/api/requestStatus';
import { useGetContactsQuery } from '../../../lib/api/siteApi';
import { ContactGroups } from '../../../components/contacts/ContactGroups';
import { ListPreviewMarker } from '../../../components/content/ListPreviewMarker';
import { usePreviewToken } from '../../../components/content/usePreviewToken';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import '../contacts.scss';

/**
 * /contacts: the press office's groups of people (`contacts/json/`, the same cached read as the home page's); through
 * the contacts' preview link (`?token=`), their draft, under a marker that says so.
 */
export default function ContactsPage() {
  useDocumentTitle('Contatos');
  const previewToken = usePreviewToken();
  const query = useGetContactsQuery(previewToken);
  const status = requestStatusOf(query);
  const groups = query.data ?? [];

  return (
    <>
      {previewToken && <ListPreviewMarker list="contacts" token={previewToken} />}
      <div className="contacts-page site-container">
        <Breadcrumb
          items={[{ label: 'Media Center', to: paths.mediaCenter.href() }, { label: 'Contatos' }]}
        />
        <h1 className="contacts-page__title">Contatos</h1>
        <p className="contacts-page__lead">
          Fale com a assessoria de imprensa da Aurora Veículos do Brasil: pedidos de entrevista, informações
          sobre lançamentos, imagens e empréstimo de veículos para avaliação.
        </p>
        <div aria-busy={status === 'pending' || undefined}>
          {status === 'failed' ? (
            <div className="contacts-page__note" role="alert">
              <p>Não foi possível carregar os contatos agora. Tente novamente em alguns instantes.</p>
              <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
                Tentar de novo
              </button>
            </div>
          ) : status !== 'succeeded' ? (
            <p className="contacts-page__note" role="status">
              Carregando contatos…
            </p>
          ) : groups.length === 0 ? (
            <p className="contacts-page__note">Nenhum contato disponível no momento.</p>
          ) : (
            <ContactGroups groups={groups} headingLevel={2} className="contacts-page__groups" />
          )}
        </div>
      </div>
    </>
  );
}
