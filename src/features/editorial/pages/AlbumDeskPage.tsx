import { AlbumDeskTable } from '../albums/AlbumDeskTable';
import { NewAlbumForm } from '../albums/NewAlbumForm';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { useGetEditorialAlbumsQuery } from '../editorialApi';
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
  if (albums.isLoading) content = <EditorialLoading />;
  else if (albums.isError || !albums.data)
    content = <EditorialLoadFailed error={albums.error} onRetry={() => void albums.refetch()} />;
  else content = <AlbumDeskTable list={albums.data.list} />;

  return (
    <EditorialFrame title={editorialTexts.areas.albums}>
      <NewAlbumForm />
      {content}
    </EditorialFrame>
  );
}
