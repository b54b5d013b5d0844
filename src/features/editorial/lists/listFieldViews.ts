import type { FieldView } from '../frame/fieldDifferences';
import type { SlideForm } from './bannerForm';
import type { GroupForm } from './contactsForm';
import { listsTexts } from './listsTexts';

/** A row's key is the editor's own: two versions of a list differ by what the server keeps. */
const withoutKeys = <Row extends { key: string }>(rows: Row[]) => rows.map(({ key: _key, ...row }) => row);

/** How the banner reads when two versions are compared: its slides by their titles, in order. */
export const bannerFieldViews: Partial<Record<'slides', FieldView>> = {
  slides: {
    label: listsTexts.banner.title,
    show: (value) => (value as SlideForm[]).map((slide) => slide.title || '—').join(' · '),
    text: true,
    compared: (value) =>
      withoutKeys(value as SlideForm[]).map(({ thumbnail: _thumbnail, ...slide }) => slide),
  },
};

/** How the contacts read when two versions are compared: each group's title with its people's names. */
export const contactsFieldViews: Partial<Record<'groups', FieldView>> = {
  groups: {
    label: listsTexts.contacts.title,
    show: (value) =>
      (value as GroupForm[])
        .map((group) => `${group.title}: ${group.contacts.map((person) => person.name).join(', ')}`)
        .join(' · '),
    text: true,
    compared: (value) =>
      withoutKeys(value as GroupForm[]).map((group) => ({ ...group, contacts: withoutKeys(group.contacts) })),
  },
};
