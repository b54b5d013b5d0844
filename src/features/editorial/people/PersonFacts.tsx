import { personStateLabels } from '../../../domain/editorialPeople';
import type { PersonDetail } from '../../../domain/editorialPeopleSchemas';
import { brazilDayOf } from '../../../domain/brazilTime';
import { peopleTexts } from './peopleTexts';

const t = peopleTexts.facts;

/** What the person's profile says, as /registry saved it, and their state; an empty field shows a dash. */
export function PersonFacts({ person }: { person: PersonDetail }) {
  const rows: [string, string][] = [
    [t.email, person.email],
    [t.cpf, person.cpf],
    [t.rg, person.rg],
    [t.cnh, person.cnh],
    [t.phone, person.phone],
    [t.media, person.midiaName],
    [t.city, person.city],
    [t.since, brazilDayOf(person.createdAt)],
  ];
  return (
    <section className="person-section" aria-labelledby="person-facts">
      <h2 id="person-facts" className="editorial-page__heading">
        {t.heading}
      </h2>
      <dl className="person-facts">
        <div>
          <dt>{t.state}</dt>
          <dd>
            <span className={`people-state people-state--${person.state}`}>
              {personStateLabels[person.state]}
            </span>
          </dd>
        </div>
        {person.deniedReason && (
          <div>
            <dt>{t.blockReason}</dt>
            <dd>{person.deniedReason}</dd>
          </div>
        )}
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || t.none}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
