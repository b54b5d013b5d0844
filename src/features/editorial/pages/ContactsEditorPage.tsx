import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { ContactsEditor } from '../lists/ContactsEditor';
import { useGetEditorialContactsQuery } from '../lists/listsApi';
import { listsTexts } from '../lists/listsTexts';
import { EditingPresence } from '../history/EditingPresence';
import { RevisionHistory } from '../history/RevisionHistory';
import { useRevisionHistoryOf } from '../history/useRevisionHistoryOf';
import { listSlot } from '../lists/listSlot';
import { useMayPublish } from '../useMayPublish';
import '../lists/lists.scss';

/** /redacao/contatos: the contacts page's groups and people, on the list as the server has it now. */
export default function ContactsEditorPage() {
  const mayPublish = useMayPublish();
  const list = useGetEditorialContactsQuery(undefined, {
    skip: !mayPublish,
    refetchOnMountOrArgChange: true,
  });

  // A restore puts a published version back in the draft: the editor opens anew on it.
  const { restores, history } = useRevisionHistoryOf(list);
  const item = list.data ? listSlot('contacts') : null;

  let content;
  // Once read, the editor stays: a later read of the list must never unmount the form.
  if (list.data) content = <ContactsEditor key={restores} list={list.data} />;
  else if (list.isLoading || list.isFetching) content = <EditorialLoading />;
  else content = <EditorialLoadFailed error={list.error} onRetry={() => void list.refetch()} />;

  return (
    <EditorialFrame title={listsTexts.contacts.title}>
      {item && <EditingPresence item={item} />}
      {content}
      {item && <RevisionHistory item={item} {...history} />}
    </EditorialFrame>
  );
}
