import type { ReactNode } from 'react';
import { displayTitle } from '../../../domain/format';
import { isoToShownDate } from '../../../domain/loanDates';
import type { PersonDetail } from '../../../domain/editorialPeopleSchemas';
import { brazilDateTimeText } from '../../../domain/brazilTime';
import { peopleTexts } from './peopleTexts';

const t = peopleTexts.records;

/** One kind of record: its heading, then its lines or the sentence that says there are none. */
function RecordSection({
  id,
  heading,
  empty,
  lines,
}: {
  id: string;
  heading: string;
  empty: string;
  lines: ReactNode[];
}) {
  return (
    <section className="person-section" aria-labelledby={id}>
      <h2 id={id} className="editorial-page__heading">
        {heading}
      </h2>
      {lines.length === 0 ? (
        <p className="editorial-fieldset__empty">{empty}</p>
      ) : (
        <ul className="person-records">{lines}</ul>
      )}
    </section>
  );
}

/** What the person has in the newsroom: their loans (asked for or driven), their invitations, what they follow. */
export function PersonRecords({ person }: { person: PersonDetail }) {
  return (
    <>
      <RecordSection
        id="person-loans"
        heading={t.loans}
        empty={t.noLoans}
        lines={person.loans.map((loan) => (
          <li key={loan.id}>
            <strong>{loan.number}</strong> · {displayTitle(loan.car)} · {isoToShownDate(loan.startDate)} a{' '}
            {isoToShownDate(loan.endDate)} · {loan.statusText}
            {loan.as === 'driver' && <> ({t.asDriver})</>}
          </li>
        ))}
      />
      <RecordSection
        id="person-events"
        heading={t.events}
        empty={t.noEvents}
        lines={person.events.map((event) => (
          <li key={event.id}>
            <strong>{displayTitle(event.title)}</strong> · {brazilDateTimeText(event.startAt)} ·{' '}
            {t.guestStatus[event.status]}
          </li>
        ))}
      />
      <RecordSection
        id="person-follows"
        heading={t.follows}
        empty={t.noFollows}
        lines={person.follows.map((follow) => (
          <li key={`${follow.title}-${follow.followedAt}`}>{displayTitle(follow.title)}</li>
        ))}
      />
    </>
  );
}
