import { Link } from 'react-router-dom';
import { personStateLabels, roleNameOf } from '../../../domain/editorialPeople';
import type { PersonSummary } from '../../../domain/editorialPeopleSchemas';
import { paths } from '../../../domain/routes';
import { peopleTexts as t } from './peopleTexts';

/** The people found, each name opening the person; the state is a word, not only a colour. */
export function PeopleTable({ items }: { items: PersonSummary[] }) {
  return (
    <div className="table-responsive">
      <table className="table editorial-table people-table">
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.email}</th>
            <th scope="col">{t.columns.cpf}</th>
            <th scope="col">{t.columns.role}</th>
            <th scope="col">{t.columns.state}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((person) => (
            <tr key={person.id}>
              <th scope="row">
                <Link to={paths.editorial.person.href(person.id)}>{person.name || person.email}</Link>
              </th>
              <td className="people-table__email">{person.email}</td>
              <td>{person.cpf || '—'}</td>
              <td>{roleNameOf(person.role)}</td>
              <td>
                <span className={`people-state people-state--${person.state}`}>
                  {personStateLabels[person.state]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
