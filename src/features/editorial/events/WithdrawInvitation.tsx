import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { EditorialEvent, EventWithdrawBody } from '../../../domain/editorialEventSchemas';
import { guestStatus } from '../../../domain/events';
import { editorialProblemOf } from '../editorialProblem';
import { useWithdrawInvitationMutation } from './eventsApi';
import { eventsTexts } from './eventsTexts';

const t = eventsTexts.guests;

/** Whose invitation is being withdrawn: a guest by account, or an address still to register. */
export interface WithdrawalTarget {
  body: EventWithdrawBody;
  /** The name (or address) the buttons and the question say. */
  who: string;
  /** Whether the person is e-mailed: everyone but a guest who refused, who was sent the cancellation then. */
  told: boolean;
}

export const guestTarget = (guest: EditorialEvent['guests'][number]): WithdrawalTarget => ({
  body: { userId: guest.userId },
  who: guest.name,
  told: guest.status !== guestStatus.refused,
});

export const inviteeTarget = (email: string): WithdrawalTarget => ({
  body: { email },
  who: email,
  told: true,
});

/**
 * 'Retirar convite': Sim/Não, then the server takes the person off the list and mails them (with the calendar's
 * cancellation when an invitation put the event there). The list comes back with the answer; the button that
 * opened the question is gone with its row, so focus goes to the list's heading (`focusAfter`).
 */
export function WithdrawInvitation({
  event,
  target,
  onClose,
  onWithdrawn,
  focusAfter,
}: {
  event: EditorialEvent;
  target: WithdrawalTarget | null;
  onClose: () => void;
  onWithdrawn: (event: EditorialEvent, target: WithdrawalTarget) => void;
  focusAfter: () => void;
}) {
  const [withdraw, { isLoading }] = useWithdrawInvitationMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setProblem(null);
    try {
      const next = await withdraw({ id: event.id, body: target.body }).unwrap();
      setDone(true);
      onWithdrawn(next, target);
    } catch (error) {
      setProblem(editorialProblemOf(error));
    }
  };

  return (
    <ConfirmDialog
      show={target !== null}
      title={t.withdrawTitle}
      question={target ? t.withdrawQuestion(target.who, target.told) : ''}
      busy={isLoading}
      problem={problem}
      onConfirm={() => void confirm()}
      onClose={() => {
        setProblem(null);
        onClose();
      }}
      onExited={() => {
        if (done) focusAfter();
        setDone(false);
      }}
    />
  );
}
