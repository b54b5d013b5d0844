import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { editorialNewsMessages } from '../../../domain/editorialNews';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { useGetEditorialNewsChoicesQuery, useGetEditorialNewsQuery } from '../editorialApi';
import { editorialTexts } from '../editorialTexts';
import { NewsEditor } from '../editor/NewsEditor';
import { EditingPresence } from '../history/EditingPresence';
import { RevisionHistory } from '../history/RevisionHistory';
import { useRevisionHistoryOf } from '../history/useRevisionHistoryOf';
import { useMayPublish } from '../useMayPublish';

/**
 * /redacao/noticias/nova and /redacao/noticias/{id}: the news editor, on a blank draft or on the saved item read
 * afresh (the version the editor starts from is the one the server has now); for a saved item, who else is editing
 * it above the editor and its saved versions ('Histórico') below.
 */
export default function NewsEditorPage() {
  const mayPublish = useMayPublish();
  const { newsId } = useParams();
  const id = newsId === undefined ? null : Number(newsId);
  const validId = id === null || (Number.isInteger(id) && id > 0);
  // The item this visit created: its address opens the same editor, which already holds it and what is being typed.
  const [createdHere, setCreatedHere] = useState<number | null>(null);
  const news = useGetEditorialNewsQuery(id ?? 0, {
    // Read for the item created here too: its history reads the version the server has from it.
    skip: !mayPublish || id === null || !validId,
    refetchOnMountOrArgChange: true,
  });
  const choices = useGetEditorialNewsChoicesQuery(undefined, { skip: !mayPublish });
  // A restore replaces what the editor holds: it opens anew on the item read after the restore.
  const { restores, history } = useRevisionHistoryOf(news);
  const isNew = id === null || (id === createdHere && restores === 0);
  const title = id === null ? editorialTexts.editor.newTitle : editorialTexts.editor.editTitle;
  const item =
    id !== null && validId && (news.data || id === createdHere) ? { subject: 'news' as const, id } : null;

  let content;
  if (!validId) content = <p className="editorial-page__problem">{editorialNewsMessages.notFound}</p>;
  else if (isNew)
    content = <NewsEditor key="nova" news={null} choices={choices.data} onCreated={setCreatedHere} />;
  // Once read, the editor stays: a later read of the same item (its 'Recarregar') must never unmount the form.
  else if (news.data)
    content = <NewsEditor key={`${id}-${restores}`} news={news.data} choices={choices.data} />;
  else if (news.isLoading || news.isFetching) content = <EditorialLoading />;
  else content = <EditorialLoadFailed error={news.error} onRetry={() => void news.refetch()} />;

  return (
    <EditorialFrame title={title}>
      {item && <EditingPresence item={item} />}
      {content}
      {item && <RevisionHistory item={item} {...history} />}
    </EditorialFrame>
  );
}
