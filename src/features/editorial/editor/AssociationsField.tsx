import { FieldError } from '../../../components/forms/FieldError';
import { useId, useState } from 'react';
import type { EditorialNewsChoices, NewsAssociation } from '../../../domain/editorialSchemas';
import { editorialTexts } from '../editorialTexts';
import { associationKey } from './newsForm';

const t = editorialTexts.associations;
type Subject = EditorialNewsChoices['subjects'][number];
const kinds = Object.keys(t.kinds) as NewsAssociation['textEnum'][];

/** A subject's option value and back: its kind and id. */
const subjectValue = (subject: { textEnum: string; id: number }) => `${subject.textEnum}:${subject.id}`;

/**
 * What the news is about: a car, a company, technology or e-mobility page, optionally one of its versions or
 * level-2 pages (the news filters read these). Chosen from `news/choices`, grouped by kind, listed with a 'Remover'
 * each.
 */
export function AssociationsField({
  value,
  choices,
  problem,
  onChange,
}: {
  value: NewsAssociation[];
  choices: EditorialNewsChoices | undefined;
  problem?: string | null;
  onChange: (next: NewsAssociation[]) => void;
}) {
  const id = useId();
  const [subjectKey, setSubjectKey] = useState('');
  const [itemId, setItemId] = useState('');
  const subjects = choices?.subjects ?? [];
  const subject = subjects.find((candidate) => subjectValue(candidate) === subjectKey);

  const nameOf = (association: NewsAssociation) => {
    const found = subjects.find(
      (candidate) =>
        candidate.textEnum === association.textEnum && candidate.id === association.associationId,
    );
    const item = found?.items.find((candidate) => candidate.id === association.associationItemId);
    const title = found ? found.title : `#${association.associationId}`;
    return `${t.kinds[association.textEnum]}: ${title}${item ? ` › ${item.title}` : ''}`;
  };

  const add = () => {
    if (!subject) return;
    const association: NewsAssociation = {
      textEnum: subject.textEnum,
      associationId: subject.id,
      associationItemId: itemId ? Number(itemId) : null,
    };
    if (!value.some((chosen) => associationKey(chosen) === associationKey(association)))
      onChange([...value, association]);
    setSubjectKey('');
    setItemId('');
  };

  const problemId = problem ? `${id}-problem` : undefined;
  return (
    <fieldset className="editorial-fieldset" aria-describedby={problemId ?? `${id}-hint`}>
      <legend className="editorial-fieldset__legend">{t.legend}</legend>
      <p id={`${id}-hint`} className="form-text">
        {t.hint}
      </p>
      {value.length === 0 ? (
        <p className="editorial-fieldset__empty">{t.none}</p>
      ) : (
        <ul className="editorial-associations">
          {value.map((association) => (
            <li key={associationKey(association)} className="editorial-associations__item">
              <span>{nameOf(association)}</span>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                aria-label={t.remove(nameOf(association))}
                onClick={() =>
                  onChange(value.filter((chosen) => associationKey(chosen) !== associationKey(association)))
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="editorial-associations__pick">
        <div className="form-field">
          <label className="form-label" htmlFor={`${id}-subject`}>
            {t.subject}
          </label>
          <select
            id={`${id}-subject`}
            className="form-select"
            value={subjectKey}
            onChange={(event) => {
              setSubjectKey(event.target.value);
              setItemId('');
            }}
          >
            <option value="">{t.chooseSubject}</option>
            {kinds.map((kind) => {
              const ofKind = subjects.filter((candidate: Subject) => candidate.textEnum === kind);
              return ofKind.length === 0 ? null : (
                <optgroup key={kind} label={t.kinds[kind]}>
                  {ofKind.map((candidate) => (
                    <option key={subjectValue(candidate)} value={subjectValue(candidate)}>
                      {candidate.title}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        </div>
        {subject && subject.items.length > 0 && (
          <div className="form-field">
            <label className="form-label" htmlFor={`${id}-item`}>
              {t.item}
            </label>
            <select
              id={`${id}-item`}
              className="form-select"
              value={itemId}
              onChange={(event) => setItemId(event.target.value)}
            >
              <option value="">{t.wholeSubject}</option>
              {subject.items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="button" className="btn btn-outline-primary" disabled={!subject} onClick={add}>
          {t.add}
        </button>
      </div>
      <FieldError id={problemId} text={problem} className="editorial-fieldset__problem" />
    </fieldset>
  );
}
