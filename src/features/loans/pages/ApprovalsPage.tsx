import { approvalTexts } from '../../../domain/approval';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetApprovalsQuery } from '../approvalApi';
import { approvalPageTexts as t } from '../approval/approvalPageTexts';
import { isApiError, mayOpenApprovals, seesManagerView } from '../approval/approvalViewer';
import { BackofficeTable } from '../approval/BackofficeTable';
import { ManagerCards } from '../approval/ManagerCards';
import { useApprovalViewer } from '../approval/useApprovalViewer';
import '../approval/approval.scss';

/**
 * /aprovacao (spec loan-area section 2): 'Aprovação Gerente' with the managers' cards for roles 2 and 3 and for the
 * administrator with `?admin=1`; otherwise 'Aprovação Backoffice' with the table of every request. Who sees what
 * comes from the roles table; the server filters the list the same way and refuses (403) anyone else.
 */
export default function ApprovalsPage() {
  const viewer = useApprovalViewer();
  const manager = viewer ? seesManagerView(viewer) : false;
  const allowed = viewer ? mayOpenApprovals(viewer) : false;
  const admin = viewer?.adminFlag === true && manager;
  const title = manager ? approvalTexts.titleManager : approvalTexts.titleBackoffice;
  useDocumentTitle(title);
  const { data, error, isLoading, isFetching, refetch } = useGetApprovalsQuery(
    { admin },
    { skip: !allowed, refetchOnMountOrArgChange: true },
  );
  const forbidden = !allowed || (isApiError(error) && error.status === 403);

  let content;
  if (forbidden) content = <p className="alert alert-warning">{t.forbidden}</p>;
  else if (error)
    content = (
      <div className="alert alert-danger" role="alert">
        <p>{t.loadFailed}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void refetch()}>
          {t.retry}
        </button>
      </div>
    );
  else if (isLoading || !data)
    content = (
      <p className="approval-page__loading" role="status">
        {t.loading}
      </p>
    );
  else if (data.list.length === 0) content = <p className="approval-page__empty">{approvalTexts.empty}</p>;
  else if (manager && viewer) content = <ManagerCards loans={data.list} viewer={viewer} />;
  else content = <BackofficeTable loans={data.list} admin={false} />;

  return (
    <div className="approval-page site-container">
      <Breadcrumb items={[{ label: t.loanHome, to: paths.loanHome() }, { label: title }]} />
      <h1 className="approval-page__title">{title}</h1>
      <div aria-busy={isFetching || undefined}>{content}</div>
    </div>
  );
}
