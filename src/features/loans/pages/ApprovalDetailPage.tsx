import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { approvalTexts } from '../../../domain/approval';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetApprovalLoanQuery } from '../approvalApi';
import { ApprovalForm } from '../approval/ApprovalForm';
import { approvalPageTexts as t } from '../approval/approvalPageTexts';
import { mayOpenApprovals, reasonOf, seesManagerView } from '../approval/approvalViewer';
import { isApiError } from '../../../lib/api/apiErrors';
import { useApprovalViewer } from '../approval/useApprovalViewer';
import { LoanHistory } from '../mine/LoanHistory';
import { loanHistoryTexts } from '../../../domain/loanHistory';
import '../approval/approval.scss';

/**
 * /aprovacao/{id}: one request to approve or reject (spec loan-area section 2). When a decision finds the request
 * decided meanwhile (409), the page reads it again and shows its new status (a manager still reads a request that
 * has left their step). Should the read find it gone (404), the page says it was decided, with the way back to the
 * list.
 */
export default function ApprovalDetailPage() {
  const viewer = useApprovalViewer();
  const loanId = Number(useParams().loanId);
  const validId = Number.isInteger(loanId) && loanId > 0;
  const allowed = viewer ? mayOpenApprovals(viewer) : false;
  const listTitle =
    viewer && seesManagerView(viewer) ? approvalTexts.titleManager : approvalTexts.titleBackoffice;
  const [staleNotice, setStaleNotice] = useState<string | null>(null);
  const { data, error, isLoading, refetch } = useGetApprovalLoanQuery(loanId, {
    skip: !allowed || !validId,
    refetchOnMountOrArgChange: true,
  });
  // RTK Query keeps the last loan it read when a new read fails: shown, it would be a status the request has left.
  const loan = error ? undefined : data;
  const title = loan ? `${listTitle}: ${loan.number}` : listTitle;
  useDocumentTitle(title);

  let content;
  if (!allowed || (isApiError(error) && error.status === 403))
    content = <p className="alert alert-warning">{t.forbidden}</p>;
  else if (error && staleNotice)
    content = (
      <div className="alert alert-warning" role="alert">
        <p>{staleNotice}</p>
        <Link to={paths.loans.approvals.href({ admin: viewer?.adminFlag ?? false })}>{t.backToList}</Link>
      </div>
    );
  else if (!validId || error)
    content = (
      <p className="alert alert-danger" role="alert">
        {reasonOf(error, t.loanLoadFailed)}
      </p>
    );
  else if (isLoading || !loan) content = <p role="status">{t.loadingLoan}</p>;
  else
    content = viewer && (
      <ApprovalForm
        key={loan.id}
        loan={loan}
        viewer={viewer}
        onStale={(message) => {
          setStaleNotice(message);
          void refetch();
        }}
      />
    );

  return (
    <div className="approval-page site-container">
      <Breadcrumb
        items={[
          { label: t.loanHome, to: paths.loanHome.href() },
          { label: listTitle, to: paths.loans.approvals.href({ admin: viewer?.adminFlag ?? false }) },
          { label: loan?.number ?? '…' },
        ]}
      />
      <h1 className="approval-page__title">
        {loan ? (
          <>
            {loan.number} <span className="approval-page__status">{loan.statusText}</span>
          </>
        ) : (
          listTitle
        )}
      </h1>
      {content}
      {loan?.history && (
        <section className="approval-page__history" aria-labelledby="approval-history-title">
          <h2 id="approval-history-title" className="approval-page__history-title">
            {loanHistoryTexts.title}
          </h2>
          <LoanHistory steps={loan.history} label={`${loanHistoryTexts.title} de ${loan.number}`} />
        </section>
      )}
    </div>
  );
}
