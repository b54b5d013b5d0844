import { useState } from 'react';
import { checklistKindFor, checklistMessages } from '../../../domain/checklist';
import type { HandoverLoan } from '../../../domain/handover';
import { useGetChecklistPendingQuery } from '../handoverApi';
import { ChecklistDialog } from '../handover/checklist/ChecklistDialog';
import { HandoverPage } from '../handover/HandoverPage';
import { handoverTexts as t } from '../handover/handoverTexts';
import { LoanCard } from '../handover/LoanCard';
import { LoanList } from '../handover/LoanList';
import { driverFacts, handoverStepFacts, modelOf, vehicleFacts } from '../handover/loanFields';
import { NoticeDialog } from '../handover/NoticeDialog';
import { loanHomeTexts } from '../home/loanHomeCards';

/**
 * /checklist, 'Checklist: Entrega e Devolução' (spec loan-area section 2; DECISIONS.md workflow): loans awaiting the
 * delivery checklist (status 4) or the return one (7, 8), the kind told by the status, each with its driver and who
 * recorded the delivery and handed the car over. 'Fazer Checklist' opens the form; 'Checklist Enviado!' closes back
 * to the list, reloaded.
 */
export default function ChecklistPage() {
  const query = useGetChecklistPendingQuery(undefined, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState<HandoverLoan | null>(null);
  const [sent, setSent] = useState(false);
  const m = checklistMessages;

  return (
    <HandoverPage title={loanHomeTexts.checklist}>
      <LoanList query={query} empty={m.empty} label={loanHomeTexts.checklist}>
        {(loan) => (
          <LoanCard
            title={modelOf(loan)}
            number={loan.number}
            badge={checklistKindFor(loan.status) ?? undefined}
            facts={[
              ...vehicleFacts(loan, ['color', 'plate', 'fleet', 'chassis']),
              { label: t.requester, value: loan.user.name },
              ...driverFacts(loan),
              ...handoverStepFacts(loan),
            ]}
            action={(describedBy) => (
              <button
                type="button"
                className="btn btn-primary"
                aria-describedby={describedBy}
                onClick={() => setOpen(loan)}
              >
                {m.doChecklist}
              </button>
            )}
          />
        )}
      </LoanList>
      {open && (
        <ChecklistDialog
          key={open.id}
          loan={open}
          onClose={() => setOpen(null)}
          onSent={() => {
            setOpen(null);
            setSent(true);
          }}
        />
      )}
      <NoticeDialog
        show={sent}
        title={m.sentTitle}
        text={m.sent}
        onClose={() => {
          setSent(false);
          // The create call already invalidated the list; this makes the reload the spec's "on close" for sure.
          void query.refetch();
        }}
      />
    </HandoverPage>
  );
}
