import { FormField } from '../../../components/forms/FormField';
import type { ContactListField } from '../../../domain/editorialLists';
import { MainPhotoField } from '../editor/MainPhotoField';
import type { PersonForm } from './contactsForm';
import { ListItemControls } from './ListItemControls';
import { listsTexts } from './listsTexts';

const t = listsTexts.contacts;

type PersonField = Extract<ContactListField, 'name' | 'role' | 'email' | 'phone' | 'languages'>;

/** One person of a group: their texts, their photo, their place in the group. */
export function ContactPersonFields({
  group,
  index,
  count,
  person,
  idOf,
  problemOf,
  onChange,
  onMove,
  onRemove,
}: {
  group: number;
  index: number;
  count: number;
  person: PersonForm;
  idOf: (field: ContactListField) => string;
  problemOf: (field: ContactListField) => string | null;
  onChange: (person: PersonForm) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const text = (field: PersonField, label: string, options: { type?: string; hint?: string } = {}) => (
    <FormField
      id={idOf(field)}
      label={label}
      hint={options.hint}
      problem={problemOf(field)}
      className={`contact-person__${field}`}
    >
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          value={person[field]}
          onChange={(event) => onChange({ ...person, [field]: event.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <fieldset className="list-item contact-person">
      <legend className="list-item__legend">{t.person(group, index)}</legend>
      <div className="contact-person__fields">
        {text('name', t.name)}
        {text('role', t.role)}
        {text('email', t.email, { type: 'email' })}
        {text('phone', t.phone, { type: 'tel', hint: listsTexts.optional })}
        {text('languages', t.languages, { hint: t.languagesHint })}
      </div>
      <div id={idOf('photo')} tabIndex={-1} className="contact-person__photo">
        <MainPhotoField
          legend={t.photo}
          chosenAlt={t.photoAlt(person.name)}
          mediaId={person.imageMediaId}
          thumbnail={person.imageThumbnail}
          problem={problemOf('photo')}
          onChange={(photo) =>
            onChange({
              ...person,
              imageMediaId: photo?.mediaId ?? null,
              imageThumbnail: photo?.thumbnail ?? null,
            })
          }
        />
      </div>
      <ListItemControls
        index={index}
        count={count}
        labels={{
          up: t.movePersonUp(group, index),
          down: t.movePersonDown(group, index),
          remove: t.removePerson(group, index),
        }}
        onMove={onMove}
        onRemove={onRemove}
      />
    </fieldset>
  );
}
