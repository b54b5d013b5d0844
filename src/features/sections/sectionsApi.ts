/** The company, technology and e-mobility reads, one endpoint for the three trees and their three levels. */
import { api } from '../../lib/api/api';
import { contentAnswer, type ContentAnswer } from '../../lib/api/contentAnswer';
import type { SectionPage } from '../../domain/content';
import type { SectionKind } from '../../domain/sections';
import { sectionConfig, type SectionLevel } from './sectionConfig';

export interface SectionArgs {
  kind: SectionKind;
  at: SectionLevel;
  /** The preview token of the page's address. */
  token?: string;
}

function callOf({ kind, at }: SectionArgs): { url: string; key: string; first: boolean } {
  const { calls, keys } = sectionConfig[kind];
  switch (at.level) {
    case 0:
      return { url: calls.root, key: keys.root, first: true };
    case 1:
      return { url: calls.page(at.id), key: keys.page, first: false };
    case 2:
      return { url: calls.subpage(at.id, at.subId), key: keys.subpage, first: false };
  }
}

export const sectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSectionPage: build.query<ContentAnswer<SectionPage>, SectionArgs>({
      query: (args) => ({ url: callOf(args).url, params: { token: args.token } }),
      transformResponse: (response: unknown, _meta, args) => {
        const { key, first } = callOf(args);
        return contentAnswer<SectionPage>(response, key, { first, lists: ['listsub'] });
      },
    }),
  }),
});

export const { useGetSectionPageQuery } = sectionsApi;
