import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { ContactsEditor } from '../lists/ContactsEditor';
import { useGetEditorialContactsQuery } from '../lists/listsApi';
import { listsTexts } from '../lists/listsTexts';
import { useMayPublish } from '../useMayPublish';
import '../lists/lists.scss';

/** /redacao/contatos: the contacts page's groups and people, on the list as the server has it now. */
export default function ContactsEditorPage() {
  const mayPublish = useMayPublish();
  const list = useGetEditorialContactsQuery(undefined, {
    skip: !mayPublish,
    refetchOnMountOrArgChange: true,
  });

  let content;
  // Once read, the editor stays: its 'Recarregar' reads the list again without unmounting the form.
  if (list.data) content = <ContactsEditor list={list.data} />;
  else if (list.isLoading || list.isFetching) content = <EditorialLoading />;
  else content = <EditorialLoadFailed error={list.error} onRetry={() => void list.refetch()} />;

  return <EditorialFrame title={listsTexts.contacts.title}>{content}</EditorialFrame>;
}
