import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ActionOutcome } from '../../../components/feedback/ActionOutcome';
import {
  activeFilterCount,
  approvalSortLabels,
  approvalSorts,
  filtersOfSearch,
  managerStatuses,
  noApprovalFilters,
  searchOfFilters,
  type ApprovalFilters,
  type ApprovalSort,
} from '../../../domain/approvalFilters';
import { approvalTexts } from '../../../domain/approval';
import { approvalsPaging } from '../../../domain/approvalsPaging';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useEscapeCloses } from '../../../lib/a11y/useEscapeCloses';
import { useGetApprovalChoicesQuery, useGetApprovalsQuery } from '../approvalApi';
import { ApprovalFiltersForm } from '../approval/ApprovalFiltersForm';
import { approvalFiltersTexts as ft } from '../approval/approvalFiltersTexts';
import { ExportCsvButton } from '../approval/ExportCsvButton';
import { approvalPageTexts as t } from '../approval/approvalPageTexts';
import { ApprovalsPager } from '../approval/ApprovalsPager';
import { mayOpenApprovals, seesManagerView } from '../approval/approvalViewer';
import { isApiError } from '../../../lib/api/apiErrors';
import { BackofficeTable } from '../approval/BackofficeTable';
import { ManagerCards } from '../approval/ManagerCards';
import { useApprovalViewer } from '../approval/useApprovalViewer';
import { loanStatuses, type LoanStatus } from '../../../domain/loanStatus';
import '../approval/approval.scss';
import '../approval/approvalFilters.scss';

/**
 * /aprovacao (spec loan-area section 2): 'Aprovação Gerente' with the managers' cards for roles 2 and 3 and for the
 * administrator with `?admin=1`; otherwise 'Aprovação Backoffice' with the table of every request. Who sees what
 * comes from the roles table; the server filters the list the same way and refuses (403) anyone else. The list comes
 * a page at a time (`?page=`, 20 requests, newest first) with a pager under it. It is a queue: filters, a search and
 * an order (approvalFilters.ts) live in the address with the page, so a link or a reload keeps them, and 'Exportar
 * CSV' saves what they show.
 */
export default function ApprovalsPage() {
  const viewer = useApprovalViewer();
  const manager = viewer ? seesManagerView(viewer) : false;
  const allowed = viewer ? mayOpenApprovals(viewer) : false;
  const admin = viewer?.adminFlag === true && manager;
  const title = manager ? approvalTexts.titleManager : approvalTexts.titleBackoffice;
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageOf(params.get('page'));
  const filters = filtersOfSearch(params);
  const { data, error, isLoading, isFetching, refetch } = useGetApprovalsQuery(
    { admin, page, filters },
    { skip: !allowed, refetchOnMountOrArgChange: true },
  );
  const { data: choices } = useGetApprovalChoicesQuery({ admin }, { skip: !allowed });
  const statuses: readonly LoanStatus[] =
    (viewer && managerStatuses(viewer.role, viewer.adminFlag)) ??
    (Object.keys(loanStatuses).map(Number) as LoanStatus[]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { buttonRef: filtersButtonRef, onKeyDown: foldFiltersOnEscape } = useEscapeCloses(filtersOpen, () =>
    setFiltersOpen(false),
  );
  const formId = useId();
  const active = activeFilterCount(filters);
  /** The list's address with other filters, from its first page (the admin flag kept). */
  const apply = (next: ApprovalFilters) => {
    const search = searchOfFilters(next);
    if (params.get('admin')) search.set('admin', params.get('admin')!);
    const text = search.toString();
    void navigate({ search: text ? `?${text}` : '' });
  };
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  // Another page starts at the list's top, as a new page would; the pager's link keeps the focus.
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A decision just recorded on a request's page (ApprovalForm), said here on the queue.
  const outcome = (useLocation().state as { outcome?: string } | null)?.outcome;
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

  const badQuery = isApiError(error) && error.status === 400 ? error.message : null;

  let content;
  if (forbidden) content = <p className="alert alert-warning">{t.forbidden}</p>;
  else if (badQuery)
    content = (
      <p className="alert alert-warning" role="alert">
        {badQuery}
      </p>
    );
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
      <ActionOutcome text={outcome} className="alert alert-success approval-page__outcome" />
      {!forbidden && (
        <section className="approval-queue" aria-label={ft.region}>
          <div className="approval-queue__bar">
            <button
              ref={filtersButtonRef}
              type="button"
              className="btn btn-outline-secondary approval-queue__toggle"
              aria-expanded={filtersOpen}
              aria-controls={formId}
              onClick={() => setFiltersOpen((open) => !open)}
              onKeyDown={foldFiltersOnEscape}
            >
              {ft.toggle(active)}
            </button>
            <div className="approval-queue__sort">
              <label className="form-label" htmlFor={`${formId}-sort`}>
                {ft.sort}
              </label>
              <select
                id={`${formId}-sort`}
                className="form-select"
                value={filters.sort}
                onChange={(event) => apply({ ...filters, sort: event.target.value as ApprovalSort })}
              >
                {approvalSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {approvalSortLabels[sort]}
                  </option>
                ))}
              </select>
            </div>
            {(active > 0 || filters.sort !== noApprovalFilters.sort) && (
              <button
                type="button"
                className="btn btn-link approval-queue__clear"
                onClick={() => apply(noApprovalFilters)}
              >
                {ft.clear}
              </button>
            )}
            <ExportCsvButton admin={admin} filters={filters} total={data?.total} />
          </div>
          <ApprovalFiltersForm
            key={searchOfFilters(filters).toString()}
            id={formId}
            filters={filters}
            statuses={statuses}
            choices={choices}
            open={filtersOpen}
            onKeyDown={foldFiltersOnEscape}
            onApply={apply}
          />
          {data && active > 0 && (
            <p className="approval-queue__found" role="status">
              {ft.found(data.total)}
            </p>
          )}
        </section>
      )}
      <div aria-busy={isFetching || undefined}>{content}</div>
    </div>
  );
}

/** `?page=` as a page number from 1; anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= approvalsPaging.maxPage ? page : 1;
}
