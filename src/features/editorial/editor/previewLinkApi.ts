/**
 * The calls of a draft's preview link (`POST` and `DELETE /api/redacao/news/{id}/preview-link`): a new link, or none.
 * Each answers the item as the server holds it; the desk's list shows the new address.
 */
import type { EditorialNews } from '../../../domain/editorialSchemas';
import { editorialApi } from '../editorialApi';

export const previewLinkApi = editorialApi.injectEndpoints({
  endpoints: (build) => ({
    makeNewsPreviewLink: build.mutation<EditorialNews, number>({
      query: (id) => ({ url: `redacao/news/${id}/preview-link`, method: 'POST' }),
      invalidatesTags: ['EditorialNewsList'],
    }),
    revokeNewsPreviewLink: build.mutation<EditorialNews, number>({
      query: (id) => ({ url: `redacao/news/${id}/preview-link`, method: 'DELETE' }),
      invalidatesTags: ['EditorialNewsList'],
    }),
  }),
});

export const { useMakeNewsPreviewLinkMutation, useRevokeNewsPreviewLinkMutation } = previewLinkApi;
