import type { PersonDetail } from '../../../domain/editorialPeopleSchemas';
import { brazilDateTimeText } from '../../../domain/brazilTime';
import { useChangePersonMutation } from './peopleApi';
import { peopleTexts } from './peopleTexts';
import type { usePersonChange } from './usePersonChange';

const t = peopleTexts.access;

/** Suspend (their sessions end at once) or reinstate; never offered on the administrator's own account. */
export function PersonAccess({
  person,
  change,
}: {
  person: PersonDetail;
  change: ReturnType<typeof usePersonChange>;
}) {
  const [changePerson] = useChangePersonMutation();
  if (person.isSelf) return null;
  const suspended = !!person.suspendedAt;
  const act = () =>
    void change.run(
      () =>
        changePerson({
          id: person.id,
          action: suspended ? 'reinstate' : 'suspend',
          body: { version: person.version },
        }).unwrap(),
      suspended ? t.reinstated : t.suspended,
    );
  return (
    <section className="person-section" aria-labelledby="person-access">
      <h2 id="person-access" className="editorial-page__heading">
        {t.heading}
      </h2>
      <p className="person-form__explain">
        {suspended ? t.suspendedSince(brazilDateTimeText(person.suspendedAt!)) : t.explainSuspend}
      </p>
      <button
        type="button"
        className={`btn ${suspended ? 'btn-outline-primary' : 'btn-outline-danger'}`}
        disabled={change.busy}
        onClick={act}
      >
        {suspended ? t.reinstate : t.suspend}
      </button>
    </section>
  );
}
