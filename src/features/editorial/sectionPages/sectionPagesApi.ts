/**
 * The calls of the editorial area's section pages (`/api/redacao/pages…`, shapes in
 * src/domain/editorialPageSchemas.ts). Every write invalidates its section's tree, so 'Páginas' shows the new page or
 * state when the press officer goes back to it. The page itself is not cached across visits: the editor keeps the
 * version it started from, and a write answers with the new one.
 */
import { api } from '../../../lib/api/api';
import type {
  EditorialSectionPage,
  SectionPageCreateBody,
  SectionPageSaveBody,
  SectionPageTree,
} from '../../../domain/editorialPageSchemas';
import type { SectionKind } from '../../../domain/sections';

const sectionPagesBase = api.enhanceEndpoints({ addTagTypes: ['SectionPageTree'] });

export interface SectionPageKey {
  kind: SectionKind;
  id: number;
}

const treeOf = (kind: SectionKind) => [{ type: 'SectionPageTree' as const, id: kind }];

export const sectionPagesApi = sectionPagesBase.injectEndpoints({
  endpoints: (build) => ({
    getSectionPageTree: build.query<SectionPageTree, SectionKind>({
      query: (kind) => ({ url: 'redacao/pages', params: { kind } }),
      providesTags: (_tree, _error, kind) => treeOf(kind),
    }),
    getSectionPage: build.query<EditorialSectionPage, SectionPageKey>({
      query: ({ kind, id }) => `redacao/pages/${kind}/${id}`,
      keepUnusedDataFor: 0,
    }),
    createSectionPage: build.mutation<
      EditorialSectionPage,
      { kind: SectionKind; body: SectionPageCreateBody }
    >({
      query: ({ kind, body }) => ({ url: `redacao/pages/${kind}`, method: 'POST', body }),
      invalidatesTags: (_page, _error, { kind }) => treeOf(kind),
    }),
    saveSectionPage: build.mutation<EditorialSectionPage, SectionPageKey & { body: SectionPageSaveBody }>({
      query: ({ kind, id, body }) => ({ url: `redacao/pages/${kind}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_page, _error, { kind }) => treeOf(kind),
    }),
    /** 'Publicar' and 'Despublicar': a move of the page's state from the version shown. */
    moveSectionPage: build.mutation<
      EditorialSectionPage,
      SectionPageKey & { move: 'publish' | 'unpublish'; version: number }
    >({
      query: ({ kind, id, move, version }) => ({
        url: `redacao/pages/${kind}/${id}/${move}`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: (_page, _error, { kind }) => treeOf(kind),
    }),
  }),
});

export const {
  useGetSectionPageTreeQuery,
  useGetSectionPageQuery,
  useLazyGetSectionPageQuery,
  useCreateSectionPageMutation,
  useSaveSectionPageMutation,
  useMoveSectionPageMutation,
} = sectionPagesApi;
