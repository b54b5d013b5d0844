import { displayTitle } from '../../../domain/format';
import { useState } from 'react';
import type { WireLoan } from '../../../domain/loanSchemas';
import { useCancelLoanMutation, useGetCancellableListQuery } from '../handoverApi';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { HandoverPage } from '../handover/HandoverPage';
import { handoverTexts as t } from '../handover/handoverTexts';
import { LoanCard } from '../handover/LoanCard';
import { LoanList } from '../handover/LoanList';
import { periodOf } from '../handover/loanFields';
import { serverProblemOf } from '../handover/serverProblem';
import { loanHomeTexts } from '../home/loanHomeCards';

/**
 * /comodato-lista (spec loan-area section 2): the requests the user may still cancel (their own; staff any) with
 * their status; 'Cancelar' asks in 'Confirmação', and the list reloads after a cancel (the mutation invalidates it).
 */
export default function CancellationsPage() {
  const query = useGetCancellableListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancel, { isLoading: busy }] = useCancelLoanMutation();
  const [chosen, setChosen] = useState<WireLoan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);

  const confirm = async () => {
    if (!chosen) return;
    setProblem(null);
    try {
      await cancel({ id: chosen.id }).unwrap();
      setCancelled(chosen.number);
      setChosen(null);
    } catch (error) {
      setProblem(serverProblemOf(error));
    }
  };

  const hasItems = (query.data?.list.length ?? 0) > 0;
  return (
    <HandoverPage title={loanHomeTexts.cancel}>
      {hasItems && <h2 className="handover-page__lead">{t.cancellationHeading}</h2>}
      {/* Said once the list is back without the cancelled request. */}
      <p className="visually-hidden" role="status">
        {cancelled ? t.cancelled(cancelled) : ''}
      </p>
      <LoanList query={query} empty={t.cancellationEmpty} label={t.cancellationHeading}>
        {(loan) => (
          <LoanCard
            title={loan.statusText}
            number={loan.number}
            facts={[
              {
                label: t.models,
                value: t.modelsOf(displayTitle(loan.option1.title), displayTitle(loan.option2.title)),
              },
              { label: t.period, value: periodOf(loan) },
              { label: t.requester, value: loan.user.name },
            ]}
            action={(describedBy) => (
              <button
                type="button"
                className="btn btn-outline-danger"
                aria-describedby={describedBy}
                onClick={() => {
                  setProblem(null);
                  setCancelled(null);
                  setChosen(loan);
                }}
              >
                {t.cancel}
              </button>
            )}
          />
        )}
      </LoanList>
      <ConfirmDialog
        show={chosen !== null}
        title={t.cancelConfirmTitle}
        question={t.cancelConfirm}
        busy={busy}
        problem={problem}
        onConfirm={() => void confirm()}
        onClose={() => setChosen(null)}
      />
    </HandoverPage>
  );
}
