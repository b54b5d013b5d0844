import { useId, useState, type FormEvent } from 'react';
import { clientTiers } from '../../../domain/approval';
import { assignableRoles, checkRoleAndTier, roleNameOf } from '../../../domain/editorialPeople';
import type { PersonDetail } from '../../../domain/editorialPeopleSchemas';
import { useSavePersonRoleMutation } from './peopleApi';
import { peopleTexts } from './peopleTexts';
import type { usePersonChange } from './usePersonChange';

const t = peopleTexts.role;

/** The role of the roles table and the loan tier; the administrator's own role is not theirs to change. */
export function PersonRoleForm({
  person,
  change,
}: {
  person: PersonDetail;
  change: ReturnType<typeof usePersonChange>;
}) {
  const id = useId();
  const [role, setRole] = useState(person.role);
  const [tier, setTier] = useState<number | null>(person.tier);
  const [save] = useSavePersonRoleMutation();
  const roles = assignableRoles.includes(person.role) ? assignableRoles : [person.role, ...assignableRoles];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkRoleAndTier(role, tier)) return;
    void change.run(
      () => save({ id: person.id, body: { version: person.version, role, tier } }).unwrap(),
      t.saved,
    );
  };
  return (
    <form className="person-section person-form" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h2 id={`${id}-heading`} className="editorial-page__heading">
        {t.heading}
      </h2>
      <div className="person-form__row">
        <div>
          <label className="form-label" htmlFor={`${id}-role`}>
            {t.role}
          </label>
          <select
            id={`${id}-role`}
            className="form-select"
            value={role}
            disabled={person.isSelf}
            aria-describedby={person.isSelf ? `${id}-own` : undefined}
            onChange={(event) => setRole(Number(event.target.value))}
          >
            {roles.map((value) => (
              <option key={value} value={value}>
                {roleNameOf(value)}
              </option>
            ))}
          </select>
          {person.isSelf && (
            <p id={`${id}-own`} className="form-text">
              {t.ownRole}
            </p>
          )}
        </div>
        <div>
          <label className="form-label" htmlFor={`${id}-tier`}>
            {t.tier}
          </label>
          <select
            id={`${id}-tier`}
            className="form-select"
            value={tier ?? ''}
            onChange={(event) => setTier(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t.noTier}</option>
            {clientTiers.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={change.busy}>
          {change.busy ? peopleTexts.working : t.save}
        </button>
      </div>
    </form>
  );
}
