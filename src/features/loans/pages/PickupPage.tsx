import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkPickup, pickupFactsOf, type HandoverLoan } from '../../../domain/handover';
import { isoToShownDate } from '../../../domain/loanDates';
import { todayInBrazil } from '../../../domain/brazilTime';
import { paths } from '../../../domain/routes';
import { useCheckoutLoanMutation, useGetPickupListQuery } from '../handoverApi';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { HandoverPage } from '../handover/HandoverPage';
import { handoverTexts as t } from '../handover/handoverTexts';
import { LoanCard } from '../handover/LoanCard';
import { LoanList } from '../handover/LoanList';
import { driverFacts, fleetOf, handoverStepFacts, periodOf, vehicleFacts } from '../handover/loanFields';
import { NoticeDialog } from '../handover/NoticeDialog';
import { serverProblemOf } from '../handover/serverProblem';
import { loanHomeTexts } from '../home/loanHomeCards';

/**
 * /retirar, 'Retirar Veículo' (spec loan-area section 2): approved loans with their driver and delivery checklist;
 * 'Retirar' asks 'Confirma a retirada do veículo {fleet} em {today}', then 'Obrigado', whose close goes to
 * /home-comodato. A loan outside its pickup window or without its delivery checklist says why instead of offering
 * 'Retirar' (`checkPickup`, which the server applies too).
 */
export default function PickupPage() {
  const navigate = useNavigate();
  // Fetched on every visit: another page (approval) may have changed the list since.
  const query = useGetPickupListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [checkout, { isLoading: busy }] = useCheckoutLoanMutation();
  const [chosen, setChosen] = useState<HandoverLoan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const todayIso = todayInBrazil(new Date());
  const today = isoToShownDate(todayIso);

  const confirm = async () => {
    if (!chosen) return;
    setProblem(null);
    try {
      await checkout({ idLoan: chosen.id }).unwrap();
      setChosen(null);
      setDone(true);
    } catch (error) {
      setProblem(serverProblemOf(error));
    }
  };

  return (
    <HandoverPage title={loanHomeTexts.pickup}>
      <LoanList query={query} empty={t.empty} label={loanHomeTexts.pickup}>
        {(loan) => (
          <LoanCard
            title={t.pickupCard}
            number={loan.number}
            facts={[
              ...vehicleFacts(loan, ['model', 'fleet', 'plate']),
              { label: t.period, value: periodOf(loan) },
              { label: t.requester, value: loan.user.name },
              ...driverFacts(loan),
              ...handoverStepFacts(loan),
            ]}
            action={(describedBy) => {
              const notYet = checkPickup(pickupFactsOf(loan), todayIso);
              if (notYet) return <p className="loan-card__note">{notYet}</p>;
              return (
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-describedby={describedBy}
                  onClick={() => {
                    setProblem(null);
                    setChosen(loan);
                  }}
                >
                  {t.pickup}
                </button>
              );
            }}
          />
        )}
      </LoanList>
      <ConfirmDialog
        show={chosen !== null}
        title={t.pickupConfirmTitle}
        question={chosen ? t.pickupConfirm(fleetOf(chosen), today) : ''}
        busy={busy}
        problem={problem}
        onConfirm={() => void confirm()}
        onClose={() => setChosen(null)}
      />
      <NoticeDialog
        show={done}
        title={t.pickedUpTitle}
        text={t.pickedUp}
        onClose={() => void navigate(paths.loanHome.href())}
      />
    </HandoverPage>
  );
}
