/**
 * Site-wide reads: the menu of the side menu and footer, the press contacts (the home page's block and the contacts
 * page), and what a preview link of the contacts' or the banner's draft opens. They belong to the layout, not to an
 * area, so any page uses them without a feature importing another.
 */
import type { ContactsResponse, Menu } from '../../domain/content';
import type { ListPreview, ListPreviewParams } from '../../domain/editorialListSchemas';
import { pageReads } from '../../domain/pageReads';
import { api } from './api';
import { listOf, listsOf } from './responseShape';

const menuLists = ['cars', 'session', 'technology', 'emobility'] as const;

export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMenu: build.query<Menu, void>({
      query: () => pageReads.menu,
      transformResponse: (response: unknown) => listsOf<Menu>(response, menuLists),
      // The menu hardly changes during a visit, and every page's layout shows it.
      keepUnusedDataFor: 60 * 60,
    }),
    /** With the preview token of the contacts' draft, the draft (for that token alone: never the layout's copy). */
    getContacts: build.query<ContactsResponse, string | void>({
      query: (token) => (token ? { url: 'contacts/json/', params: { token } } : 'contacts/json/'),
      transformResponse: (response: unknown) => listOf<ContactsResponse[number]>(response),
    }),
    /** The draft a preview token opens (404 when none: published or discarded since). */
    getListPreview: build.query<ListPreview, ListPreviewParams & { token: string }>({
      query: ({ list, token }) => ({ url: `preview/${list}`, params: { token } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMenuQuery, useGetContactsQuery, useGetListPreviewQuery } = siteApi;
