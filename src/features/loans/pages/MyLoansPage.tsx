import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import type { MyLoan } from '../../../domain/myLoanSchemas';
import { can } from '../../../domain/roles';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { selectUser } from '../../../state/auth/authSlice';
import { useAppSelector } from '../../../state/hooks';
import { useCancelLoanMutation } from '../handoverApi';
import { LoanQueryState } from '../LoanQueryState';
import { handoverTexts } from '../handover/handoverTexts';
import { serverProblemOf } from '../handover/serverProblem';
import { MyLoanCard, myLoanTitleId } from '../mine/MyLoanCard';
import { useGetMyLoansQuery } from '../mine/myLoansApi';
import { myLoansTexts as t } from '../mine/myLoansTexts';
import { requestTexts } from '../request/requestTexts';
import '../mine/myLoans.scss';

/**
 * /minhas-solicitacoes, 'Minhas solicitações': every loan of the signed-in requester (and the ones they drive), in
 * every status, newest first, each with its history; a loan that can still be cancelled has its button, which asks
 * the spec's 'Confirmação' and calls the same cancel as /comodato-lista. The e-mails of every step link here.
 */
export default function MyLoansPage() {
  useDocumentTitle(t.title);
  const user = useAppSelector(selectUser);
  const mayRequest = !!user && can(user.role, 'requestLoan');
  return (
    <div className="requested-loans-page site-container">
      <Breadcrumb
        items={[
          { label: handoverTexts.loggedArea, to: paths.loggedArea.href() },
          { label: handoverTexts.loanHome, to: paths.loanHome.href() },
          { label: t.title },
        ]}
      />
      <h1 className="requested-loans-page__title">{t.title}</h1>
      {mayRequest ? (
        <MyLoansList />
      ) : (
        <p className="requested-loans-page__empty">{requestTexts.cannotRequest}</p>
      )}
    </div>
  );
}

function MyLoansList() {
  const query = useGetMyLoansQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancel, { isLoading: busy }] = useCancelLoanMutation();
  const [chosen, setChosen] = useState<MyLoan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<MyLoan | null>(null);

  const confirm = async () => {
    if (!chosen) return;
    setProblem(null);
    try {
      await cancel({ id: chosen.id }).unwrap();
      setCancelled(chosen);
      setChosen(null);
    } catch (error) {
      setProblem(serverProblemOf(error));
    }
  };

  return (
    <LoanQueryState query={query} block="requested-loans-page">
      {({ list }) => (
        <>
          {list.length === 0 ? (
            <div className="requested-loans-page__empty">
              <p>{t.empty}</p>
              <Link className="btn btn-primary" to={paths.loans.request.href()}>
                {t.requestNow}
              </Link>
            </div>
          ) : (
            <>
              <p className="requested-loans-page__lead">{t.lead}</p>
              <ul className="requested-loans" aria-label={t.listLabel}>
                {list.map((loan) => (
                  <li key={loan.id} className="requested-loans__item">
                    <MyLoanCard
                      loan={loan}
                      onCancel={
                        loan.cancellable
                          ? () => {
                              setProblem(null);
                              setCancelled(null);
                              setChosen(loan);
                            }
                          : undefined
                      }
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
          {/* Said once the list is back with the loan cancelled. */}
          <p className="visually-hidden" role="status">
            {cancelled ? t.cancelled(cancelled.number) : ''}
          </p>
          <ConfirmDialog
            show={chosen !== null}
            title={handoverTexts.cancelConfirmTitle}
            question={handoverTexts.cancelConfirm}
            busy={busy}
            problem={problem}
            onConfirm={() => void confirm()}
            onClose={() => setChosen(null)}
            // The button is gone with the loan's new status: focus goes to that loan's card.
            onExited={() => {
              if (cancelled) document.getElementById(myLoanTitleId(cancelled.id))?.focus();
            }}
          />
        </>
      )}
    </LoanQueryState>
  );
}
