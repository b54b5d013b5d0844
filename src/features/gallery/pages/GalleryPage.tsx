import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { MediaCardGrid } from '../../../components/media/MediaCardGrid';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { AlbumGrid } from '../components/AlbumCard';
import { PagedList, pagedRead } from '../components/PagedList';
import {
  uniqueById,
  useGetAlbumPagesInfiniteQuery,
  useGetGalleryMediaPagesInfiniteQuery,
  type GalleryMediaKind,
} from '../galleryApi';
import '../gallery.css';

const mediaTexts = {
  photos: {
    title: 'Últimas fotos',
    more: 'Ver mais fotos',
    loading: 'Carregando fotos…',
    empty: 'Nenhuma foto publicada ainda.',
    failed: 'Não foi possível carregar as fotos agora.',
    moreFailed: 'Não foi possível carregar mais fotos agora.',
  },
  videos: {
    title: 'Últimos vídeos',
    more: 'Ver mais vídeos',
    loading: 'Carregando vídeos…',
    empty: 'Nenhum vídeo publicado ainda.',
    failed: 'Não foi possível carregar os vídeos agora.',
    moreFailed: 'Não foi possível carregar mais vídeos agora.',
  },
} as const;

function MediaSection({ kind }: { kind: GalleryMediaKind }) {
  const query = useGetGalleryMediaPagesInfiniteQuery(kind);
  const items = uniqueById((query.currentData?.pages ?? []).map((page) => page.bucket_media));
  const texts = mediaTexts[kind];
  const headingId = `gallery-${kind}`;
  return (
    <section className="gallery-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="gallery-section__title">
        {texts.title}
      </h2>
      <PagedList read={pagedRead(query)} count={items.length} texts={texts} moreLabel={texts.more}>
        <MediaCardGrid items={items} />
      </PagedList>
    </section>
  );
}

function AlbumSection() {
  const query = useGetAlbumPagesInfiniteQuery('albums');
  const albums = uniqueById((query.currentData?.pages ?? []).map((page) => page.bucket));
  return (
    <section className="gallery-section" aria-labelledby="gallery-albums">
      <h2 id="gallery-albums" className="gallery-section__title">
        Últimos álbuns
      </h2>
      <PagedList
        read={pagedRead(query)}
        count={albums.length}
        moreLabel="Ver mais álbuns"
        texts={{
          loading: 'Carregando álbuns…',
          empty: 'Nenhum álbum publicado ainda.',
          failed: 'Não foi possível carregar os álbuns agora.',
          moreFailed: 'Não foi possível carregar mais álbuns agora.',
        }}
      >
        <AlbumGrid albums={albums} />
      </PagedList>
    </section>
  );
}

/** /media-gallery: the latest photos, videos and albums, each paged 9 at a time on its own. */
export default function GalleryPage() {
  useDocumentTitle('Galeria');
  return (
    <div className="gallery-page site-container">
      <Breadcrumb items={[{ label: 'Media Center', to: paths.mediaCenter.href() }, { label: 'Galeria' }]} />
      <h1 className="gallery-page__title">Galeria</h1>
      <MediaSection kind="photos" />
      <MediaSection kind="videos" />
      <AlbumSection />
    </div>
  );
}
