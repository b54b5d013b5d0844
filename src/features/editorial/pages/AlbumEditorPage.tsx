import { useParams } from 'react-router-dom';
import { albumMessages } from '../../../domain/editorialAlbums';
import { paths } from '../../../domain/routes';
import { AlbumEditor } from '../albums/AlbumEditor';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { useGetEditorialAlbumQuery } from '../editorialApi';
import { editorialTexts } from '../editorialTexts';
import { useMayPublish } from '../useMayPublish';

/** /redacao/albuns/{id}: the album editor on the album as the server has it now. */
export default function AlbumEditorPage() {
  const mayPublish = useMayPublish();
  const { albumId } = useParams();
  const id = Number(albumId);
  const validId = Number.isInteger(id) && id > 0;
  const album = useGetEditorialAlbumQuery(id, {
    skip: !mayPublish || !validId,
    refetchOnMountOrArgChange: true,
  });

  let content;
  if (!validId) content = <p className="editorial-page__problem">{albumMessages.notFound}</p>;
  // Once read, the editor stays: its 'Recarregar' reads the album again without unmounting the form.
  else if (album.data) content = <AlbumEditor key={id} album={album.data} />;
  else if (album.isLoading || album.isFetching) content = <EditorialLoading />;
  else content = <EditorialLoadFailed error={album.error} onRetry={() => void album.refetch()} />;

  return (
    <EditorialFrame
      title={editorialTexts.albums.editTitle}
      trail={[{ label: editorialTexts.areas.albums, to: paths.editorial.albums.href() }]}
    >
      {content}
    </EditorialFrame>
  );
}
