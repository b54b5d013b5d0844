import { useRef, useState } from 'react';
import { useAnnounce } from '../../../lib/a11y/useAnnounce';
import type { EditorialEvent } from '../../../domain/editorialEventSchemas';
import { brazilDateTimeText, brazilDayOf } from '../../../domain/brazilTime';
import { useDownloadGuestListCsvMutation } from './eventsApi';
import { eventsTexts } from './eventsTexts';
import { guestTarget, inviteeTarget, WithdrawInvitation, type WithdrawalTarget } from './WithdrawInvitation';

const t = eventsTexts.guests;

/**
 * Who is invited and what each answered ('Pendente', 'Aceito', 'Recusado') with their agenda text, the addresses
 * still to register, and 'Exportar CSV' of it all (made by the server, saved under its name). While the event is
 * open (`onChanged`), each invitation can be withdrawn.
 */
export function GuestList({
  event,
  onChanged,
}: {
  event: EditorialEvent;
  /** The event as the server answers it after a withdrawal; absent once the event is cancelled or over. */
  onChanged?: (event: EditorialEvent) => void;
}) {
  const [download, { isLoading, isError }] = useDownloadGuestListCsvMutation();
  const link = useRef<HTMLAnchorElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [chosen, setChosen] = useState<WithdrawalTarget | null>(null);
  /** Whose invitation was withdrawn last: said, while the focus goes to the list's heading (the row is gone). */
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  useAnnounce(withdrawn ? t.withdrawn(withdrawn) : null);
  const ask = (target: WithdrawalTarget) => {
    setWithdrawn(null);
    setChosen(target);
  };
  const withdrawButton = (target: WithdrawalTarget) => (
    <button
      type="button"
      className="btn btn-outline-danger btn-sm"
      aria-label={t.withdraw(target.who)}
      onClick={() => ask(target)}
    >
      {t.withdrawShort}
    </button>
  );
  const save = async () => {
    const url = await download(event.id)
      .unwrap()
      .catch(() => null);
    if (!url || !link.current) return;
    link.current.href = url;
    link.current.download = `convidados-evento-${event.id}.csv`;
    link.current.click();
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  const empty = event.guests.length === 0 && event.invitees.length === 0;
  return (
    <section className="editorial-event__guests" aria-labelledby="event-guests-title">
      <div className="editorial-desk__bar">
        <h2 id="event-guests-title" ref={heading} tabIndex={-1} className="editorial-page__heading">
          {t.heading}
        </h2>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={isLoading || empty}
          onClick={() => void save()}
        >
          {isLoading ? t.exporting : t.exportCsv}
        </button>
        <a ref={link} hidden aria-hidden="true" tabIndex={-1} />
      </div>
      {isError && (
        <p className="alert alert-danger" role="alert">
          {t.exportFailed}
        </p>
      )}
      {event.guests.length === 0 ? (
        <p className="editorial-fieldset__empty">{t.empty}</p>
      ) : (
        <div className="editorial-table">
          <table className="table">
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.name}</th>
                <th scope="col">{t.columns.email}</th>
                <th scope="col">{t.columns.answer}</th>
                <th scope="col">{t.columns.agenda}</th>
                <th scope="col">{t.columns.answeredAt}</th>
                {onChanged && <th scope="col">{t.columns.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {event.guests.map((guest) => (
                <tr key={guest.userId}>
                  <td>{guest.name}</td>
                  <td>{guest.email}</td>
                  <td>
                    <span className={`editorial-state editorial-state--answer-${guest.status}`}>
                      {guest.statusText}
                    </span>
                  </td>
                  <td>{guest.description}</td>
                  <td>{guest.answeredAt ? brazilDateTimeText(guest.answeredAt) : ''}</td>
                  {onChanged && <td>{withdrawButton(guestTarget(guest))}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {event.invitees.length > 0 && (
        <>
          <h3 className="editorial-fieldset__legend">{t.invitees}</h3>
          <p className="form-text">{t.inviteesHint}</p>
          <ul className="editorial-event__invitees">
            {event.invitees.map((invitee) => (
              <li key={invitee.email}>
                {invitee.email} ({t.invitedAt(brazilDayOf(invitee.invitedAt))})
                {onChanged && withdrawButton(inviteeTarget(invitee.email))}
              </li>
            ))}
          </ul>
        </>
      )}
      {onChanged && (
        <WithdrawInvitation
          event={event}
          target={chosen}
          onClose={() => setChosen(null)}
          onWithdrawn={(next, target) => {
            setChosen(null);
            setWithdrawn(target.who);
            onChanged(next);
          }}
          focusAfter={() => heading.current?.focus()}
        />
      )}
    </section>
  );
}
