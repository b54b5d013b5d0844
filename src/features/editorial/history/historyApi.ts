/**
 * The calls of an item's revisions, autosave and editing lock (`/api/redacao/revisions|autosaves|locks/{subject}/
 * {id}…`, shapes in src/domain/editorialRevisionSchemas.ts), for every editor. A restore invalidates the item's
 * revision list, so 'Histórico' shows the revision it made; the item itself is read again by its editor page.
 */
import { api } from '../../../lib/api/api';
import type { RevisionSubject } from '../../../domain/editorialRevisions';
import type {
  Autosave,
  AutosaveBody,
  EditingLock,
  RestoreAnswer,
  Revision,
  RevisionList,
} from '../../../domain/editorialRevisionSchemas';

/** An item the editors edit: its kind as the change log names it, and its id. */
export interface EditedItem {
  subject: RevisionSubject;
  id: number;
}

const historyBase = api.enhanceEndpoints({ addTagTypes: ['Revisions'] });
const itemPath = ({ subject, id }: EditedItem) => `${subject}/${id}`;
const revisionsTag = (item: EditedItem) => [{ type: 'Revisions' as const, id: itemPath(item) }];

export const historyApi = historyBase.injectEndpoints({
  endpoints: (build) => ({
    getRevisions: build.query<RevisionList, EditedItem>({
      query: (item) => `redacao/revisions/${itemPath(item)}`,
      providesTags: (_answer, _error, item) => revisionsTag(item),
      keepUnusedDataFor: 0,
    }),
    /** A revision never changes once made: cached as long as the store lives. */
    getRevision: build.query<Revision, EditedItem & { number: number }>({
      query: ({ number, ...item }) => `redacao/revisions/${itemPath(item)}/${number}`,
    }),
    restoreRevision: build.mutation<RestoreAnswer, EditedItem & { number: number; version: number }>({
      query: ({ number, version, ...item }) => ({
        url: `redacao/revisions/${itemPath(item)}/${number}/restore`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: (_answer, _error, { subject, id }) => revisionsTag({ subject, id }),
    }),
    getAutosave: build.query<{ autosave: Autosave | null }, EditedItem>({
      query: (item) => `redacao/autosaves/${itemPath(item)}`,
      keepUnusedDataFor: 0,
    }),
    putAutosave: build.mutation<null, EditedItem & AutosaveBody>({
      query: ({ subject, id, ...body }) => ({
        url: `redacao/autosaves/${itemPath({ subject, id })}`,
        method: 'PUT',
        body,
      }),
    }),
    dropAutosave: build.mutation<null, EditedItem>({
      query: (item) => ({ url: `redacao/autosaves/${itemPath(item)}`, method: 'DELETE' }),
    }),
    heartbeatEditingLock: build.mutation<EditingLock, EditedItem>({
      query: (item) => ({ url: `redacao/locks/${itemPath(item)}`, method: 'POST' }),
    }),
    takeOverEditingLock: build.mutation<EditingLock, EditedItem>({
      query: (item) => ({ url: `redacao/locks/${itemPath(item)}/takeover`, method: 'POST' }),
    }),
  }),
});

export const {
  useGetRevisionsQuery,
  useGetRevisionQuery,
  useRestoreRevisionMutation,
  useGetAutosaveQuery,
  usePutAutosaveMutation,
  useDropAutosaveMutation,
  useHeartbeatEditingLockMutation,
  useTakeOverEditingLockMutation,
} = historyApi;

/** The lock's release path, for a page being left (useEditingLock.ts sends it with fetch's `keepalive`). */
export const lockReleasePath = (item: EditedItem) => `redacao/locks/${itemPath(item)}/release`;
