import { EditorialFrame } from '../EditorialFrame';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
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
  else if (list.isLoading || list.isFetching)
    content = (
      <p className="editorial-page__status" role="status">
        {editorialTexts.loading}
      </p>
    );
  else
    content = (
      <div className="editorial-page__problem" role="alert">
        <p>{editorialProblemOf(list.error, editorialTexts.loadFailed)}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void list.refetch()}>
          {editorialTexts.retry}
        </button>
      </div>
    );

  return <EditorialFrame title={listsTexts.contacts.title}>{content}</EditorialFrame>;
}
