import { useParams } from 'react-router-dom';
import { ContentProblem, problemTitle } from '../../../components/content/ContentProblem';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { PageLoading } from '../../../components/layout/PageLoading';
import { MediaCardGrid } from '../../../components/media/MediaCardGrid';
import { SetActions } from '../../../components/media/SetActions';
import { displayTitle } from '../../../domain/format';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PagedList, pagedRead } from '../components/PagedList';
import { uniqueById, useGetAlbumDetailPagesInfiniteQuery } from '../galleryApi';
import '../gallery.css';

const notFound = { status: 404, message: 'Not Found' };

/** The album id of the address, or null when it names no album ('/media-gallery/album/abc'). */
function albumIdOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function AlbumView({ albumId }: { albumId: number }) {
  const query = useGetAlbumDetailPagesInfiniteQuery(albumId);
  const pages = query.currentData?.pages ?? [];
  const album = pages[0]?.bucket;
  const items = uniqueById(pages.map((page) => page.bucket.bucket_associations));
  const failed = !album && query.isError;
  useDocumentTitle(album ? album.title : failed ? problemTitle(query.error) : null);

  if (failed) return <ContentProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (!album) return <PageLoading />;

  return (
    <div className="gallery-page site-container">
      <Breadcrumb
        items={[
          { label: 'Media Center', to: paths.mediaCenter.href() },
          { label: 'Galeria', to: paths.gallery.home.href() },
          { label: displayTitle(album.title) },
        ]}
      />
      <h1 className="gallery-page__title">{displayTitle(album.title)}</h1>
      {album.description && <p className="gallery-page__lead">{album.description}</p>}
      <SetActions kind="album" id={albumId} title={album.title} />
      <section className="gallery-section" aria-label="Fotos e vídeos do álbum">
        <PagedList
          read={pagedRead(query)}
          count={items.length}
          moreLabel="Ver mais fotos e vídeos do álbum"
          texts={{
            loading: 'Carregando fotos e vídeos…',
            empty: 'Este álbum ainda não tem fotos nem vídeos.',
            failed: 'Não foi possível carregar as fotos e vídeos do álbum agora.',
            moreFailed: 'Não foi possível carregar mais fotos e vídeos agora.',
          }}
        >
          <MediaCardGrid items={items} />
        </PagedList>
      </section>
    </div>
  );
}

/** /media-gallery/album/{albumId}: an album's title, description and its photos and videos, 9 at a time. */
export default function AlbumPage() {
  const albumId = albumIdOf(useParams().albumId);
  if (albumId === null) return <InvalidAlbum />;
  return <AlbumView key={albumId} albumId={albumId} />;
}

function InvalidAlbum() {
  useDocumentTitle(problemTitle(notFound));
  return <ContentProblem error={notFound} onRetry={() => {}} />;
}
