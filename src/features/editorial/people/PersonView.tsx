import { useState } from 'react';
import type { PersonDetail } from '../../../domain/editorialPeopleSchemas';
import { ChangeHistory } from '../editor/ChangeHistory';
import { SaveOutcome } from '../editor/SaveOutcome';
import { brazilDateTimeText } from '../../../domain/brazilTime';
import { PersonAccess } from './PersonAccess';
import { PersonBlockForm } from './PersonBlockForm';
import { PersonDataRequests } from './PersonDataRequests';
import { PersonFacts } from './PersonFacts';
import { PersonRecords } from './PersonRecords';
import { PersonRoleForm } from './PersonRoleForm';
import { peopleTexts } from './peopleTexts';
import { usePersonChange } from './usePersonChange';

/**
 * One person in the administrator's hands: their profile and state, the changes they may make (each answered by the
 * person as changed, which replaces the one shown), their records and the history of what staff did to the account.
 * An erased person is a record only.
 */
export function PersonView({
  initial,
  onReload,
}: {
  initial: PersonDetail;
  onReload: () => Promise<PersonDetail | null>;
}) {
  const [person, setPerson] = useState(initial);
  const change = usePersonChange(setPerson);
  const reload = async () => {
    const fresh = await onReload();
    if (fresh) {
      setPerson(fresh);
      change.clear();
    }
  };
  // A change of version remounts the forms, so each starts from the person as saved.
  const formKey = `${person.id}-${person.version}`;
  return (
    <div className="person-view">
      <SaveOutcome
        conflict={change.conflict && !change.at}
        problem={change.at ? null : change.problem}
        notice={change.notice}
        busy={change.busy}
        onReload={() => void reload()}
      />
      <div className="person-view__columns">
        <div>
          <PersonFacts person={person} />
          {person.erasedAt ? (
            <p className="alert alert-secondary">
              {peopleTexts.data.erasedAt(brazilDateTimeText(person.erasedAt))}
            </p>
          ) : (
            <>
              <PersonRoleForm key={`role-${formKey}`} person={person} change={change} />
              <PersonBlockForm key={`block-${formKey}`} person={person} change={change} />
              <PersonAccess person={person} change={change} />
              <PersonDataRequests
                key={`data-${formKey}`}
                person={person}
                change={change}
                onReload={() => void reload()}
              />
            </>
          )}
        </div>
        <div>
          <PersonRecords person={person} />
          <ChangeHistory changes={person.changes} />
        </div>
      </div>
    </div>
  );
}
