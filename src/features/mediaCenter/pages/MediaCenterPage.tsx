import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { requestStatusOf, type RequestStatus } from '../../../lib/api/requestStatus';
import { useGetContactsQuery } from '../../../lib/api/siteApi';
import { ContactGroups } from '../../../components/contacts/ContactGroups';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { MediaCardGrid } from '../../../components/media/MediaCardGrid';
import { NewsCardGrid } from '../../../components/news/NewsCard';
import type { GalleryItem } from '../../../domain/content';
import { mediaTypeOf } from '../../../domain/media';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetMediaCenterQuery } from '../mediaCenterApi';
import '../mediaCenter.scss';

/** What the media center shows of each list: the latest news and photos, and the first group of contacts (the
 * press office); each section links to its full page. */
const shown = { news: 3, photos: 6, contactGroups: 1 } as const;

/** A gallery item is a photo when its medium rendition is an image (a video's is its MP4). */
const isPhoto = (item: GalleryItem) => mediaTypeOf(item.mediaMed || item.media) === 'image';

interface SectionProps {
  title: string;
  /** The link to the whole list, beside the title. */
  more: { to: string; label: string };
  status: RequestStatus;
  isEmpty: boolean;
  emptyText: string;
  failedText: string;
  children: ReactNode;
}

function MediaCenterSection({ title, more, status, isEmpty, emptyText, failedText, children }: SectionProps) {
  const headingId = useId();
  const busy = status === 'idle' || status === 'pending';
  let body: ReactNode = children;
  if (status === 'failed') body = <p className="media-center__note">{failedText}</p>;
  else if (busy) body = <p className="media-center__note">Carregando…</p>;
  else if (isEmpty) body = <p className="media-center__note">{emptyText}</p>;
  return (
    <section className="media-center__section" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <div className="media-center__section-header">
        <h2 id={headingId} className="media-center__section-title">
          {title}
        </h2>
        <Link to={more.to} className="media-center__more">
          {more.label}
        </Link>
      </div>
      {body}
    </section>
  );
}

/**
 * /media-center: the latest news, the latest photos (each with its actions, as in the gallery) and the press
 * contacts, each section linking to its full page.
 */
export default function MediaCenterPage() {
  useDocumentTitle('Media Center');
  const contentQuery = useGetMediaCenterQuery();
  const contactsQuery = useGetContactsQuery();
  const contentStatus = requestStatusOf(contentQuery);
  const contactsStatus = requestStatusOf(contactsQuery);
  const news = (contentQuery.data?.news ?? []).slice(0, shown.news);
  const photos = (contentQuery.data?.gallery ?? []).filter(isPhoto).slice(0, shown.photos);
  const contacts = (contactsQuery.data ?? []).slice(0, shown.contactGroups);

  return (
    <div className="media-center site-container">
      <Breadcrumb items={[{ label: 'Media Center' }]} />
      <h1 className="media-center__title">Media Center</h1>
      <p className="media-center__lead">
        Notícias, fotos e os contatos da assessoria de imprensa da Aurora Veículos do Brasil.
      </p>
      <MediaCenterSection
        title="News"
        more={{ to: paths.news.list.href(), label: 'Ver todas as notícias' }}
        status={contentStatus}
        isEmpty={news.length === 0}
        emptyText="Nenhuma notícia publicada ainda."
        failedText="Não foi possível carregar as notícias agora. Tente novamente mais tarde."
      >
        <NewsCardGrid news={news} headingLevel={3} />
      </MediaCenterSection>
      <MediaCenterSection
        title="Últimas fotos"
        more={{ to: paths.gallery.home.href(), label: 'Ver galeria' }}
        status={contentStatus}
        isEmpty={photos.length === 0}
        emptyText="Nenhuma foto publicada ainda."
        failedText="Não foi possível carregar as fotos agora. Tente novamente mais tarde."
      >
        <MediaCardGrid items={photos} />
      </MediaCenterSection>
      <MediaCenterSection
        title="Contatos"
        more={{ to: paths.contacts.href(), label: 'Ver todos os contatos' }}
        status={contactsStatus}
        isEmpty={contacts.length === 0}
        emptyText="Nenhum contato disponível no momento."
        failedText="Não foi possível carregar os contatos agora. Tente novamente mais tarde."
      >
        <ContactGroups groups={contacts} headingLevel={3} />
      </MediaCenterSection>
    </div>
  );
}
