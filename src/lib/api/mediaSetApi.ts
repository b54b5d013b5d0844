/**
 * A set of photos and videos taken whole (a news item's, an album): `GET sets/{kind}/{id}` answers its files, their
 * bytes and whether it downloads at once; its zip is an attachment at `sets/{kind}/{id}/zip` (domain/setSchemas.ts).
 */
import type { MediaSetResponse, SetKind } from '../../domain/setSchemas';
import { api } from './api';

export interface SetAddress {
  kind: SetKind;
  id: number;
}

export const mediaSetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMediaSet: build.query<MediaSetResponse, SetAddress>({ query: ({ kind, id }) => `sets/${kind}/${id}` }),
  }),
});

export const { useGetMediaSetQuery, useLazyGetMediaSetQuery } = mediaSetApi;

/** Where a set's zip is downloaded from (relative to the API), when it is small enough to come at once. */
export const setZipPath = ({ kind, id }: SetAddress) => `sets/${kind}/${id}/zip`;
