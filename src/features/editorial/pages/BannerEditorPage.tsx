import { EditorialFrame } from '../EditorialFrame';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import { BannerEditor } from '../lists/BannerEditor';
import { useGetEditorialBannerQuery } from '../lists/listsApi';
import { listsTexts } from '../lists/listsTexts';
import { useMayPublish } from '../useMayPublish';
import '../lists/lists.scss';

/** /redacao/destaques: the home page's banner slides, on the list as the server has it now. */
export default function BannerEditorPage() {
  const mayPublish = useMayPublish();
  const list = useGetEditorialBannerQuery(undefined, { skip: !mayPublish, refetchOnMountOrArgChange: true });

  let content;
  // Once read, the editor stays: its 'Recarregar' reads the list again without unmounting the form.
  if (list.data) content = <BannerEditor banner={list.data} />;
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

  return <EditorialFrame title={listsTexts.banner.title}>{content}</EditorialFrame>;
}
