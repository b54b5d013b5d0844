import { useId, useState, type FormEvent } from 'react';
import { ActionOutcome } from '../../../components/feedback/ActionOutcome';
import { FormField } from '../../../components/forms/FormField';
import {
  checkInvitation,
  editorialEventLimits,
  parseGuestEmails,
  editorialEventMessages,
} from '../../../domain/editorialEvents';
import type { EditorialEvent, EventAccountChoice } from '../../../domain/editorialEventSchemas';
import { editorialProblemOf } from '../editorialProblem';
import { useInviteToEventMutation, useSearchEventAccountsQuery } from './eventsApi';
import { eventsTexts } from './eventsTexts';

const t = eventsTexts.invite;

/**
 * The guest list being built: accounts found by name or e-mail, and pasted addresses. Nothing is sent while it is
 * built; 'Enviar convites' invites everyone on it at once (an account is mailed its invitation, an address without
 * one an invitation to register first). Addresses that are not e-mails are refused before anything is sent, here
 * and by the server.
 */
export function InviteGuests({
  event,
  onInvited,
}: {
  event: EditorialEvent;
  onInvited: (event: EditorialEvent) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<EventAccountChoice[]>([]);
  const [pasted, setPasted] = useState('');
  const [emailsProblem, setEmailsProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [invite, inviting] = useInviteToEventMutation();
  const found = useSearchEventAccountsQuery(search, { skip: search.length < editorialEventLimits.searchMin });
  const isGuest = (userId: number) => event.guests.some((guest) => guest.userId === userId);

  const find = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setSearch(typed.trim());
  };

  const send = async () => {
    setProblem(null);
    setNotice('');
    const { emails, invalid } = parseGuestEmails(pasted);
    if (invalid.length) {
      setEmailsProblem(editorialEventMessages.emailsInvalid(invalid));
      document.getElementById(`${id}-emails`)?.focus();
      return;
    }
    const body = { userIds: chosen.map((account) => account.id), emails };
    const rule = checkInvitation(body);
    if (rule) {
      setProblem(rule);
      return;
    }
    try {
      const outcome = await invite({ id: event.id, body }).unwrap();
      setChosen([]);
      setPasted('');
      setNotice(t.sent(outcome));
      onInvited(outcome.event);
    } catch (error) {
      setProblem(editorialProblemOf(error));
    }
  };

  return (
    <section className="editorial-event__invite" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="editorial-page__heading">
        {t.heading}
      </h2>
      <p className="form-text">{t.hint}</p>
      <form className="editorial-filters" role="search" aria-label={t.region} onSubmit={find}>
        <FormField
          id={`${id}-search`}
          label={t.search}
          hint={t.searchHint}
          className="editorial-filters__search"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={typed}
              onChange={(change) => setTyped(change.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-outline-primary">
          {t.searchButton}
        </button>
      </form>
      {search.length >= editorialEventLimits.searchMin && (
        <div className="editorial-event__accounts" aria-live="polite">
          {found.isFetching ? (
            <p className="editorial-page__status">{t.searching}</p>
          ) : found.data && found.data.list.length === 0 ? (
            <p className="editorial-page__status">{t.noAccounts}</p>
          ) : (
            <ul className="list-unstyled">
              {found.data?.list.map((account) => {
                const listed = isGuest(account.id) || chosen.some((had) => had.id === account.id);
                return (
                  <li key={account.id} className="editorial-event__account">
                    <span>
                      {account.name} ({account.email})
                    </span>{' '}
                    {listed ? (
                      <span className="form-text">{t.added}</span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-outline-primary btn-sm"
                        aria-label={t.add(account.name || account.email)}
                        onClick={() => setChosen((list) => [...list, account])}
                      >
                        {t.addShort}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      {chosen.length > 0 && (
        <>
          <h3 className="editorial-fieldset__legend">{t.chosen}</h3>
          <ul className="list-unstyled">
            {chosen.map((account) => (
              <li key={account.id} className="editorial-event__account">
                <span>
                  {account.name} ({account.email})
                </span>{' '}
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  aria-label={t.remove(account.name || account.email)}
                  onClick={() => setChosen((list) => list.filter((had) => had.id !== account.id))}
                >
                  {t.removeShort}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <FormField id={`${id}-emails`} label={t.emails} hint={t.emailsHint} problem={emailsProblem}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={pasted}
            onChange={(change) => {
              setPasted(change.target.value);
              setEmailsProblem(null);
            }}
          />
        )}
      </FormField>
      <ActionOutcome text={problem} tone="problem" className="alert alert-danger" />
      <ActionOutcome text={notice} className="editorial-editor__notice" />
      <button
        type="button"
        className="btn btn-primary"
        disabled={inviting.isLoading}
        onClick={() => void send()}
      >
        {inviting.isLoading ? t.sending : t.send}
      </button>
    </section>
  );
}
