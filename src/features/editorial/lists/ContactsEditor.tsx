import { FieldError } from '../../../components/forms/FieldError';
import { useId } from 'react';
import { FormField } from '../../../components/forms/FormField';
import {
  checkContactGroups,
  locateContactListRefusal,
  type ContactListField,
  type ContactListProblem,
} from '../../../domain/editorialLists';
import type { EditorialContacts } from '../../../domain/editorialListSchemas';
import { moved } from '../albums/albumForm';
import { ContactPersonFields } from './ContactPersonFields';
import {
  blankGroup,
  blankPerson,
  contactFieldsOf,
  contactsBodyOf,
  contactsFormOf,
  type GroupForm,
  type PersonForm,
} from './contactsForm';
import { ListEditorFooter } from './ListEditorFooter';
import { ListItemControls } from './ListItemControls';
import { ListPublicationActions, ListPublicationState, type ListMove } from './ListPublication';
import { listsTexts } from './listsTexts';
import {
  useLazyGetEditorialContactsQuery,
  useMoveEditorialContactsMutation,
  useSaveEditorialContactsMutation,
} from './listsApi';
import { useEditorFrame, withoutImplicitSubmit } from '../frame/useEditorFrame';
import { contactsFieldViews } from './listFieldViews';
import { listSlot } from './listSlot';

const t = listsTexts.contacts;
type ContactsForm = { groups: GroupForm[] };

/**
 * The contacts page as one list: its groups in order, each with a title and its people in order (name, role,
 * e-mail, phone, languages, photo). Everything is saved at once as a draft with 'Salvar rascunho', on the version
 * read, and reaches the contacts page when published (ListPublication.tsx).
 */
export function ContactsEditor({ list }: { list: EditorialContacts }) {
  const id = useId();
  const [save] = useSaveEditorialContactsMutation();
  const [load] = useLazyGetEditorialContactsQuery();
  const [move] = useMoveEditorialContactsMutation();
  const fieldId = (group: GroupForm | undefined, person: PersonForm | undefined, field: ContactListField) =>
    person ? `${id}-${person.key}-${field}` : group ? `${id}-${group.key}-${field}` : `${id}-groups`;
  const frame = useEditorFrame<EditorialContacts, ContactsForm, ContactListProblem>({
    item: list,
    formOf: (saved) => ({ groups: contactsFormOf(saved) }),
    check: (form) => checkContactGroups(contactFieldsOf(form.groups)),
    fieldOfRefusal: (message, form) => locateContactListRefusal(message, contactFieldsOf(form.groups)),
    focusIdOf: (found, form) => {
      const group = found.group === undefined ? undefined : form.groups[found.group];
      const person = found.contact === undefined ? undefined : group?.contacts[found.contact];
      return fieldId(group, person, found.field);
    },
    save: (form, _saved, version) => save(contactsBodyOf(form.groups, version)).unwrap(),
    load: () => load().unwrap(),
    // A save keeps a draft: only 'Publicar' reaches the contacts page.
    goesLive: () => false,
    slotOf: () => listSlot('contacts'),
    views: contactsFieldViews,
    whose: t.whose,
    savedNotice: t.saved,
  });
  const { form, busy } = frame;
  const saved = frame.saved!;
  const groups = form.values.groups;
  const fieldProblem = form.problem;
  const change = (update: (current: GroupForm[]) => GroupForm[]) => {
    form.change({ groups: update(form.latest().groups) });
    frame.setNotice('');
  };
  const moveList = (which: ListMove) =>
    frame.moveSaved(
      (current) => move({ move: which, version: current.version }).unwrap(),
      which === 'publish' ? t.published : t.discarded,
      { drops: which === 'discard' },
    );

  const problemAt = (field: ContactListField, group?: number, contact?: number) =>
    fieldProblem &&
    fieldProblem.field === field &&
    fieldProblem.group === group &&
    fieldProblem.contact === contact
      ? fieldProblem.message
      : null;
  const changeGroup = (g: number, update: (group: GroupForm) => GroupForm) =>
    change((current) => current.map((group, at) => (at === g ? update(group) : group)));
  const changePeople = (g: number, update: (people: PersonForm[]) => PersonForm[]) =>
    changeGroup(g, (group) => ({ ...group, contacts: update(group.contacts) }));
  const listProblem = problemAt('groups');

  return (
    <>
      <form className="list-editor" noValidate onSubmit={frame.submit} onKeyDown={withoutImplicitSubmit}>
        <p className="list-editor__intro">{t.intro}</p>
        <ListPublicationState publication={saved.publication} />
        <div id={fieldId(undefined, undefined, 'groups')} tabIndex={-1}>
          {groups.length === 0 && <p className="editorial-fieldset__empty">{t.none}</p>}
          <FieldError text={listProblem} className="editorial-fieldset__problem" />
        </div>
        <ol className="list-editor__items">
          {groups.map((group, g) => {
            const peopleProblem = problemAt('contacts', g);
            return (
              <li key={group.key}>
                <fieldset className="list-item contact-group">
                  <legend className="list-item__legend list-item__legend--group">{t.group(g)}</legend>
                  <FormField
                    id={fieldId(group, undefined, 'title')}
                    label={t.groupTitle}
                    problem={problemAt('title', g)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="text"
                        value={group.title}
                        onChange={(event) => {
                          const title = event.target.value;
                          changeGroup(g, (current) => ({ ...current, title }));
                        }}
                      />
                    )}
                  </FormField>
                  <ListItemControls
                    index={g}
                    count={groups.length}
                    labels={{ up: t.moveGroupUp(g), down: t.moveGroupDown(g), remove: t.removeGroup(g) }}
                    onMove={(from, to) => change((current) => moved(current, from, to))}
                    onRemove={(at) => change((current) => current.filter((_, index) => index !== at))}
                  />
                  {group.contacts.length === 0 && <p className="editorial-fieldset__empty">{t.noPeople}</p>}
                  <ol className="list-editor__items contact-group__people">
                    {group.contacts.map((person, p) => (
                      <li key={person.key}>
                        <ContactPersonFields
                          group={g}
                          index={p}
                          count={group.contacts.length}
                          person={person}
                          idOf={(field) => fieldId(group, person, field)}
                          problemOf={(field) => problemAt(field, g, p)}
                          onChange={(next) =>
                            changePeople(g, (people) => people.map((one, at) => (at === p ? next : one)))
                          }
                          onMove={(from, to) => changePeople(g, (people) => moved(people, from, to))}
                          onRemove={(at) =>
                            changePeople(g, (people) => people.filter((_, index) => index !== at))
                          }
                        />
                      </li>
                    ))}
                  </ol>
                  <div id={fieldId(group, undefined, 'contacts')} tabIndex={-1}>
                    <FieldError text={peopleProblem} className="editorial-fieldset__problem" />
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm"
                      aria-label={t.addPersonTo(g)}
                      onClick={() => changePeople(g, (people) => [...people, blankPerson()])}
                    >
                      {t.addPerson}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="btn btn-outline-primary list-editor__add"
          onClick={() => change((current) => [...current, blankGroup()])}
        >
          {t.addGroup}
        </button>
        <ListEditorFooter outcome={frame.parts.outcome} status={frame.parts.status} busy={busy}>
          <ListPublicationActions
            publication={saved.publication}
            busy={busy}
            questions={{
              publish: t.publishQuestion(
                groups.length,
                groups.reduce((people, group) => people + group.contacts.length, 0),
              ),
              discard: t.discardQuestion,
            }}
            onMove={moveList}
          />
        </ListEditorFooter>
      </form>
      {frame.parts.leaveDialog}
    </>
  );
}
