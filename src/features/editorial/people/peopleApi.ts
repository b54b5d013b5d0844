/**
 * The calls of the people area (`/api/redacao/people…`, shapes in src/domain/editorialPeopleSchemas.ts). A person is
 * not cached across visits: each change names the version the screen read and answers the person as changed.
 */
import { api } from '../../../lib/api/api';
import type {
  PeopleList,
  PeopleListQuery,
  PersonBlockBody,
  PersonDetail,
  PersonEraseBody,
  PersonRoleBody,
  PersonUnblockBody,
  PersonVersionBody,
} from '../../../domain/editorialPeopleSchemas';

/** The changes made by a POST on the person: each its own address, each answering the person as changed. */
export type PersonAction =
  | { action: 'block'; body: PersonBlockBody }
  | { action: 'unblock'; body: PersonUnblockBody }
  | { action: 'suspend' | 'reinstate'; body: PersonVersionBody }
  | { action: 'erase'; body: PersonEraseBody };

export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPeople: build.query<PeopleList, PeopleListQuery>({
      query: (params) => ({ url: 'redacao/people', params: { ...params } }),
      keepUnusedDataFor: 0,
    }),
    getPerson: build.query<PersonDetail, number>({
      query: (id) => `redacao/people/${id}`,
      keepUnusedDataFor: 0,
    }),
    savePersonRole: build.mutation<PersonDetail, { id: number; body: PersonRoleBody }>({
      query: ({ id, body }) => ({ url: `redacao/people/${id}`, method: 'PUT', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const answer = await answerOf(queryFulfilled);
        if (answer) dispatch(peopleApi.util.upsertQueryData('getPerson', answer.id, answer));
      },
    }),
    changePerson: build.mutation<PersonDetail, { id: number } & PersonAction>({
      query: ({ id, action, body }) => ({ url: `redacao/people/${id}/${action}`, method: 'POST', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const answer = await answerOf(queryFulfilled);
        if (answer) dispatch(peopleApi.util.upsertQueryData('getPerson', answer.id, answer));
      },
    }),
    /** The person's data as a file, fetched behind the session's authorization; answers an object URL. */
    exportPerson: build.mutation<string, number>({
      query: (id) => ({ url: `redacao/people/${id}/export`, responseType: 'arraybuffer' }),
      transformResponse: (bytes: ArrayBuffer) =>
        URL.createObjectURL(new Blob([bytes], { type: 'application/json' })),
    }),
  }),
});

/**
 * The person a change answered is the person now: the page's read takes it too, so what the page shows from that
 * read (the heading, the title) follows at once; an erased person's old name would otherwise stay until a reload.
 * Null when the change was refused: the read stays as it was, and the form shows the refusal.
 */
const answerOf = (queryFulfilled: Promise<{ data: PersonDetail }>) =>
  queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );

export const {
  useGetPeopleQuery,
  useGetPersonQuery,
  useSavePersonRoleMutation,
  useChangePersonMutation,
  useExportPersonMutation,
} = peopleApi;
