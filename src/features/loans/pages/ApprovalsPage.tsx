import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { approvalTexts } from '../../../domain/approval';
import { approvalsPaging } from '../../../domain/approvalsPaging';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetApprovalsQuery } from '../approvalApi';
import { approvalPageTexts as t } from '../approval/approvalPageTexts';
import { ApprovalsPager } from '../approval/ApprovalsPager';
import { mayOpenApprovals, seesManagerView } from '../approval/approvalViewer';
import { isApiError } from '../../../lib/api/apiErrors';
import { BackofficeTable } from '../approval/BackofficeTable';
import { ManagerCards } from '../approval/ManagerCards';
import { useApprovalViewer } from '../approval/useApprovalViewer';
import '../approval/approval.scss';

/**
 * /aprovacao (spec loan-area section 2): 'Aprovação Gerente' with the managers' cards for roles 2 and 3 and for the
 * administrator with `?admin=1`; otherwise 'Aprovação Backoffice' with the table of every request. Who sees what
 * comes from the roles table; the server filters the list the same way and refuses (403) anyone else. The list comes
 * a page at a time (`?page=`, 20 requests, newest first) with a pager under it.
 */
export default function ApprovalsPage() {
  const viewer = useApprovalViewer();
  const manager = viewer ? seesManagerView(viewer) : false;
  const allowed = viewer ? mayOpenApprovals(viewer) : false;
  const admin = viewer?.adminFlag === true && manager;
  const title = manager ? approvalTexts.titleManager : approvalTexts.titleBackoffice;
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, error, isLoading, isFetching, refetch } = useGetApprovalsQuery(
    { admin, page },
    { skip: !allowed, refetchOnMountOrArgChange: true },
  );
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  // Another page starts at the list's top, as a new page would; the pager's link keeps the focus.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) titleRef.current?.scrollIntoView?.({ block: 'start' });
    shownPage.current = page;
  }, [page]);
  /** The same address at another page (the admin flag kept); page 1 is the list's own address. */
  const linkTo = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };
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
  else if (data.total === 0) content = <p className="approval-page__empty">{approvalTexts.empty}</p>;
  // Past the last page (an old link, or the last request of the last page just decided): to the last one.
  else if (data.list.length === 0) content = <Navigate to={linkTo(pageCount)} replace />;
  else
    content = (
      <>
        {manager && viewer ? (
          <ManagerCards loans={data.list} viewer={viewer} />
        ) : (
          <BackofficeTable loans={data.list} admin={false} />
        )}
        <ApprovalsPager page={page} pageCount={pageCount} total={data.total} linkTo={linkTo} />
      </>
    );

  return (
    <div className="approval-page site-container">
      <Breadcrumb items={[{ label: t.loanHome, to: paths.loanHome.href() }, { label: title }]} />
      <h1 ref={titleRef} className="approval-page__title">
        {title}
      </h1>
      <div aria-busy={isFetching || undefined}>{content}</div>
    </div>
  );
}

/** `?page=` as a page number from 1; anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= approvalsPaging.maxPage ? page : 1;
}
