/**
 * Site-wide reads: the menu of the side menu and footer, and the press contacts (the home page's block and the
 * contacts page). They belong to the layout, not to an area, so any page uses them without a feature importing
 * another.
 */
import type { ContactsResponse, Menu } from '../../domain/content';
import { pageReads } from '../../domain/pageReads';
import { api } from './api';
import { listOf, listsOf } from './responseShape';

const menuLists = ['cars', 'session', 'technology', 'emobility'] as const;

export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMenu: build.query<Menu, void>({
      query: () => pageReads.menu,
      transformResponse: (response: unknown) => listsOf(response, menuLists) as Menu,
      // The menu hardly changes during a visit, and every page's layout shows it.
      keepUnusedDataFor: 60 * 60,
    }),
    getContacts: build.query<ContactsResponse, void>({
      query: () => 'contacts/json/',
      transformResponse: (response: unknown) => listOf<ContactsResponse[number]>(response),
    }),
  }),
});

export const { useGetMenuQuery, useGetContactsQuery } = siteApi;
