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
import { ChangeHistory } from '../editor/ChangeHistory';
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
import { ListPublicationActions, ListPublicationState } from './ListPublication';
import { listsTexts } from './listsTexts';
import {
  useLazyGetEditorialContactsQuery,
  useMoveEditorialContactsMutation,
  useSaveEditorialContactsMutation,
} from './listsApi';
import { useWholeListEditor } from '../editor/useWholeListEditor';

const t = listsTexts.contacts;

/**
 * The contacts page as one list: its groups in order, each with a title and its people in order (name, role,
 * e-mail, phone, languages, photo). Everything is saved at once as a draft with 'Salvar rascunho', on the version
 * read, and reaches the contacts page when published (ListPublication.tsx).
 */
export function ContactsEditor({ list }: { list: EditorialContacts }) {
  const id = useId();
  const [save, saving] = useSaveEditorialContactsMutation();
  const [load, loading] = useLazyGetEditorialContactsQuery();
  const [move] = useMoveEditorialContactsMutation();
  const fieldId = (group: GroupForm | undefined, person: PersonForm | undefined, field: ContactListField) =>
    person ? `${id}-${person.key}-${field}` : group ? `${id}-${group.key}-${field}` : `${id}-groups`;
  const editor = useWholeListEditor({
    list,
    formOf: contactsFormOf,
    check: (groups) => checkContactGroups(contactFieldsOf(groups)),
    locate: (message, groups) => locateContactListRefusal(message, contactFieldsOf(groups)),
    bodyOf: contactsBodyOf,
    focusIdOf: (found: ContactListProblem, groups) => {
      const group = found.group === undefined ? undefined : groups[found.group];
      const person = found.contact === undefined ? undefined : group?.contacts[found.contact];
      return fieldId(group, person, found.field);
    },
    save: (body) => save(body).unwrap(),
    load: () => load().unwrap(),
    savedNotice: t.saved,
  });
  const { form: groups, change, fieldProblem } = editor;
  const busy = saving.isLoading || loading.isFetching;

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
      <form className="list-editor" noValidate onSubmit={(event) => void editor.submit(event)}>
        <p className="list-editor__intro">{t.intro}</p>
        <ListPublicationState publication={editor.saved.publication} />
        <div id={fieldId(undefined, undefined, 'groups')} tabIndex={-1}>
          {groups.length === 0 && <p className="editorial-fieldset__empty">{t.none}</p>}
          {listProblem && <p className="invalid-feedback editorial-fieldset__problem">{listProblem}</p>}
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
                    {peopleProblem && (
                      <p className="invalid-feedback editorial-fieldset__problem">{peopleProblem}</p>
                    )}
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
        <ListEditorFooter
          conflict={editor.conflict}
          problem={editor.problem}
          notice={editor.notice}
          busy={busy}
          dirty={editor.dirty}
          onReload={() => void editor.reload()}
        >
          <ListPublicationActions
            saved={editor.saved}
            dirty={editor.dirty}
            busy={busy}
            questions={{
              publish: t.publishQuestion(
                editor.saved.groups.length,
                editor.saved.groups.reduce((people, group) => people + group.contacts.length, 0),
              ),
              discard: t.discardQuestion,
            }}
            notices={{ publish: t.published, discard: t.discarded }}
            move={(which, version) => move({ move: which, version }).unwrap()}
            onMoved={editor.adopt}
            onRefused={editor.refused}
          />
        </ListEditorFooter>
        {editor.leaveDialog}
      </form>
      <ChangeHistory changes={editor.saved.changes} />
    </>
  );
}
