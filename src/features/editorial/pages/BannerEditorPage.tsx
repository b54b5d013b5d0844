import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { BannerEditor } from '../lists/BannerEditor';
import { useGetEditorialBannerQuery } from '../lists/listsApi';
import { listsTexts } from '../lists/listsTexts';
import { EditingPresence } from '../history/EditingPresence';
import { RevisionHistory } from '../history/RevisionHistory';
import { useRevisionHistoryOf } from '../history/useRevisionHistoryOf';
import { listSlot } from '../lists/listSlot';
import { useMayPublish } from '../useMayPublish';
import '../lists/lists.scss';

/** /redacao/destaques: the home page's banner slides, on the list as the server has it now. */
export default function BannerEditorPage() {
  const mayPublish = useMayPublish();
  const list = useGetEditorialBannerQuery(undefined, { skip: !mayPublish, refetchOnMountOrArgChange: true });

  // A restore puts a published version back in the draft: the editor opens anew on it.
  const { restores, history } = useRevisionHistoryOf(list);
  const item = list.data ? listSlot('banner') : null;

  let content;
  // Once read, the editor stays: a later read of the list must never unmount the form.
  if (list.data) content = <BannerEditor key={restores} banner={list.data} />;
  else if (list.isLoading || list.isFetching) content = <EditorialLoading />;
  else content = <EditorialLoadFailed error={list.error} onRetry={() => void list.refetch()} />;

  return (
    <EditorialFrame title={listsTexts.banner.title}>
      {item && <EditingPresence item={item} />}
      {content}
      {item && <RevisionHistory item={item} {...history} />}
    </EditorialFrame>
  );
}
