import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
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
  else if (list.isLoading || list.isFetching) content = <EditorialLoading />;
  else content = <EditorialLoadFailed error={list.error} onRetry={() => void list.refetch()} />;

  return <EditorialFrame title={listsTexts.banner.title}>{content}</EditorialFrame>;
}
