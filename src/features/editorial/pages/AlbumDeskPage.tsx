import { AlbumDeskTable } from '../albums/AlbumDeskTable';
import { NewAlbumForm } from '../albums/NewAlbumForm';
import { EditorialFrame } from '../EditorialFrame';
import { useGetEditorialAlbumsQuery } from '../editorialApi';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import { useMayPublish } from '../useMayPublish';

/** /redacao/albuns: 'Novo álbum' and every album, drafts included, last changed first. */
export default function AlbumDeskPage() {
  const mayPublish = useMayPublish();
  const albums = useGetEditorialAlbumsQuery(undefined, {
    skip: !mayPublish,
    refetchOnMountOrArgChange: true,
  });

  let content;
  if (albums.isLoading)
    content = (
      <p className="editorial-page__status" role="status">
        {editorialTexts.loading}
      </p>
    );
  else if (albums.isError || !albums.data)
    content = (
      <div className="editorial-page__problem" role="alert">
        <p>{editorialProblemOf(albums.error, editorialTexts.loadFailed)}</p>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => void albums.refetch()}
        >
          {editorialTexts.retry}
        </button>
      </div>
    );
  else content = <AlbumDeskTable list={albums.data.list} />;

  return (
    <EditorialFrame title={editorialTexts.areas.albums}>
      <NewAlbumForm />
      {content}
    </EditorialFrame>
  );
}
