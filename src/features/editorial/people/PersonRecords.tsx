import { displayTitle } from '../../../domain/format';
import { isoToShownDate } from '../../../domain/loanDates';
import type { PersonDetail } from '../../../domain/editorialPeopleSchemas';
import { brazilDateTimeText } from '../editorialMoments';
import { peopleTexts } from './peopleTexts';

const t = peopleTexts.records;

/** What the person has in the newsroom: their loans (asked for or driven), their invitations, what they follow. */
export function PersonRecords({ person }: { person: PersonDetail }) {
  return (
    <>
      <section className="person-section" aria-labelledby="person-loans">
        <h2 id="person-loans" className="editorial-page__heading">
          {t.loans}
        </h2>
        {person.loans.length === 0 ? (
          <p className="editorial-fieldset__empty">{t.noLoans}</p>
        ) : (
          <ul className="person-records">
            {person.loans.map((loan) => (
              <li key={loan.id}>
                <strong>{loan.number}</strong> · {displayTitle(loan.car)} · {isoToShownDate(loan.startDate)} a{' '}
                {isoToShownDate(loan.endDate)} · {loan.statusText}
                {loan.as === 'driver' && <> ({t.asDriver})</>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="person-section" aria-labelledby="person-events">
        <h2 id="person-events" className="editorial-page__heading">
          {t.events}
        </h2>
        {person.events.length === 0 ? (
          <p className="editorial-fieldset__empty">{t.noEvents}</p>
        ) : (
          <ul className="person-records">
            {person.events.map((event) => (
              <li key={event.id}>
                <strong>{displayTitle(event.title)}</strong> · {brazilDateTimeText(event.startAt)} ·{' '}
                {t.guestStatus[event.status]}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="person-section" aria-labelledby="person-follows">
        <h2 id="person-follows" className="editorial-page__heading">
          {t.follows}
        </h2>
        {person.follows.length === 0 ? (
          <p className="editorial-fieldset__empty">{t.noFollows}</p>
        ) : (
          <ul className="person-records">
            {person.follows.map((follow) => (
              <li key={`${follow.title}-${follow.followedAt}`}>{displayTitle(follow.title)}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
