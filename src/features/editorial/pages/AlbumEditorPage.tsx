import { useParams } from 'react-router-dom';
import { albumMessages } from '../../../domain/editorialAlbums';
import { paths } from '../../../domain/routes';
import { AlbumEditor } from '../albums/AlbumEditor';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { useGetEditorialAlbumQuery } from '../editorialApi';
import { editorialTexts } from '../editorialTexts';
import { EditingPresence } from '../history/EditingPresence';
import { RevisionHistory } from '../history/RevisionHistory';
import { useRevisionHistoryOf } from '../history/useRevisionHistoryOf';
import { useMayPublish } from '../useMayPublish';

const t = editorialTexts.albums;
/** The album's fields as its editor names them, for the comparison of two saved versions. */
const fieldLabels = {
  title: t.title,
  description: t.description,
  mediaIds: t.items,
  coverMediaId: t.isCover,
};

/**
 * /redacao/albuns/{id}: the album editor on the album as the server has it now, who else is editing it above, and its
 * saved versions with its publications between them ('Histórico') below.
 */
export default function AlbumEditorPage() {
  const mayPublish = useMayPublish();
  const { albumId } = useParams();
  const id = Number(albumId);
  const validId = Number.isInteger(id) && id > 0;
  const album = useGetEditorialAlbumQuery(id, {
    skip: !mayPublish || !validId,
    refetchOnMountOrArgChange: true,
  });

  const { restores, history } = useRevisionHistoryOf(album);
  const item = validId && album.data ? { subject: 'album' as const, id } : null;

  let content;
  if (!validId) content = <p className="editorial-page__problem">{albumMessages.notFound}</p>;
  // Once read, the editor stays: a later read (the history's) must never unmount the form and what is typed in it.
  else if (album.data) content = <AlbumEditor key={`${id}-${restores}`} album={album.data} />;
  else if (album.isLoading || album.isFetching) content = <EditorialLoading />;
  else content = <EditorialLoadFailed error={album.error} onRetry={() => void album.refetch()} />;

  return (
    <EditorialFrame
      title={t.editTitle}
      trail={[{ label: editorialTexts.areas.albums, to: paths.editorial.albums.href() }]}
    >
      {item && <EditingPresence item={item} />}
      {content}
      {item && <RevisionHistory item={item} fieldLabels={fieldLabels} {...history} />}
    </EditorialFrame>
  );
}
