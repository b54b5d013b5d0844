/** The contacts editor's form: what the press officer changes before 'Salvar rascunho', and the body it becomes. */
import type { ContactGroupFields } from '../../../domain/editorialLists';
import type { ContactsSaveBody, EditorialContacts } from '../../../domain/editorialListSchemas';

export interface PersonForm {
  /** React's key: stable while the person moves, new for each person added. */
  key: string;
  /** Null until published. */
  id: number | null;
  name: string;
  role: string;
  email: string;
  phone: string;
  languages: string;
  imageMediaId: number | null;
  imageThumbnail: string | null;
}

export interface GroupForm {
  key: string;
  id: number | null;
  title: string;
  contacts: PersonForm[];
}

let keys = 0;
export const newKey = (prefix: string) => `${prefix}-new-${++keys}`;

/** A row the draft adds has no id until it is published. */
const keyOf = (prefix: string, id: number | null) => (id === null ? newKey(prefix) : `${prefix}-${id}`);

export const contactsFormOf = (list: EditorialContacts): GroupForm[] =>
  list.groups.map((group) => ({
    key: keyOf('group', group.id),
    id: group.id,
    title: group.title,
    contacts: group.contacts.map((person) => ({
      key: keyOf('person', person.id),
      id: person.id,
      name: person.name,
      role: person.role,
      email: person.email,
      phone: person.phone ?? '',
      languages: person.languages ?? '',
      imageMediaId: person.imageMediaId,
      imageThumbnail: person.imageThumbnail,
    })),
  }));

export const blankGroup = (): GroupForm => ({ key: newKey('group'), id: null, title: '', contacts: [] });

export const blankPerson = (): PersonForm => ({
  key: newKey('person'),
  id: null,
  name: '',
  role: '',
  email: '',
  phone: '',
  languages: '',
  imageMediaId: null,
  imageThumbnail: null,
});

export const contactFieldsOf = (groups: GroupForm[]): ContactGroupFields[] => groups;

export const contactsBodyOf = (groups: GroupForm[], version: number): ContactsSaveBody => ({
  version,
  groups: groups.map((group) => ({
    id: group.id,
    title: group.title,
    contacts: group.contacts.map((person) => ({
      id: person.id,
      name: person.name,
      role: person.role,
      email: person.email,
      phone: person.phone.trim() || null,
      languages: person.languages.trim() || null,
      imageMediaId: person.imageMediaId,
    })),
  })),
});
