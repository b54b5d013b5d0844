/**
 * The calls of /aprovacao and /aprovacao/{id} (DECISIONS.md "Calls whose paths the spec does not show"): the list
 * by pages, one loan with its requester and fleets (the detail page's own read), the fleet's agenda and search for
 * a period, and the two decisions. A decision invalidates the list, so /aprovacao shows the new state when the user
 * lands back on it. It leaves the loan alone: the detail page reads it afresh on every visit anyway, so refetching
 * it while the page leaves would be a read nobody sees.
 */
import { api } from '../../lib/api/api';
import { approvalsPaging } from '../../domain/approvalsPaging';
import { searchOfFilters, type ApprovalFilters } from '../../domain/approvalFilters';
import type { ApprovalChoicesResponse } from '../../domain/approvalQueueSchemas';
import type {
  ApprovalBody,
  ApprovalsResponse,
  FleetSearchResponse,
  LoanMoveResponse,
  WireLoan,
} from '../../domain/loanSchemas';

export interface AgendaQuery {
  /** ISO dates (yyyy-mm-dd). */
  startDate: string;
  endDate: string;
  /** The loan being approved: its own hold on a vehicle is no conflict. */
  loanId: number;
}

export interface FleetSearchQuery extends Partial<AgendaQuery> {
  frota: string;
}

const approvalsApi = api.enhanceEndpoints({ addTagTypes: ['Approvals', 'ApprovalLoan'] });

/**
 * A list call's address: the admin flag, then `extra` (the paging), then the filters as the page's address writes
 * them (statuses repeat the key, which a params object would write as `status[]`).
 */
function approvalsAddress(
  path: string,
  admin: boolean,
  filters?: ApprovalFilters,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ ...(admin ? { admin: '1' } : {}), ...extra });
  if (filters) for (const [key, value] of searchOfFilters(filters)) params.append(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const approvalApi = approvalsApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the list (from 1), `approvalsPaging.defaultLimit` requests to a page, narrowed by the filters. */
    getApprovals: build.query<ApprovalsResponse, { admin: boolean; page: number; filters?: ApprovalFilters }>(
      {
        query: ({ admin, page, filters }) => ({
          url: approvalsAddress('lendingcontract/approvals', admin, filters, {
            page: String(page),
            limit: String(approvalsPaging.defaultLimit),
          }),
        }),
        providesTags: ['Approvals'],
      },
    ),
    /** The models and requesters the filter form offers. */
    getApprovalChoices: build.query<ApprovalChoicesResponse, { admin: boolean }>({
      query: ({ admin }) => approvalsAddress('lendingcontract/approvals/choices', admin),
      providesTags: ['Approvals'],
    }),
    // A mutation, not a query: each press is one download, and the bytes are not kept once saved.
    downloadApprovalsCsv: build.mutation<string, { admin: boolean; filters: ApprovalFilters }>({
      query: ({ admin, filters }) => ({
        url: approvalsAddress('lendingcontract/approvals.csv', admin, filters),
        responseType: 'arraybuffer',
      }),
      transformResponse: (bytes: ArrayBuffer) => URL.createObjectURL(new Blob([bytes], { type: 'text/csv' })),
    }),
    getApprovalLoan: build.query<WireLoan, number>({
      query: (id) => `lendingcontract/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'ApprovalLoan', id }],
    }),
    getFleetAgenda: build.query<FleetSearchResponse, AgendaQuery>({
      query: (params) => ({ url: 'car_frota/json/agenda', params: { ...params } }),
    }),
    searchFleet: build.query<FleetSearchResponse, FleetSearchQuery>({
      query: (params) => ({ url: 'car_frota/json/search', params: { ...params } }),
    }),
    /**
     * A private picture (the driver's licence) as an object URL: the file needs the session's authorization header,
     * which an <img src> can't send. The URL is revoked as soon as nobody shows it (the dialog closed).
     */
    getPrivatePictureUrl: build.query<string, string>({
      // Bytes rather than axios's blob: the same in every environment; an <img> tells the image type by itself.
      query: (name) => ({ url: `medias/private/${encodeURIComponent(name)}`, responseType: 'arraybuffer' }),
      transformResponse: (bytes: ArrayBuffer) => URL.createObjectURL(new Blob([bytes])),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(_name, { cacheDataLoaded, cacheEntryRemoved }) {
        const entry = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (entry) URL.revokeObjectURL(entry.data);
      },
    }),
    approveLoan: build.mutation<LoanMoveResponse, ApprovalBody>({
      query: (body) => ({ url: 'lendingcontract/approve', method: 'POST', body }),
      invalidatesTags: ['Approvals'],
    }),
    rejectLoan: build.mutation<LoanMoveResponse, ApprovalBody>({
      query: (body) => ({ url: 'lendingcontract/reject', method: 'POST', body }),
      invalidatesTags: ['Approvals'],
    }),
  }),
});

export const {
  useGetApprovalsQuery,
  useGetApprovalChoicesQuery,
  useDownloadApprovalsCsvMutation,
  useGetApprovalLoanQuery,
  useGetFleetAgendaQuery,
  useGetPrivatePictureUrlQuery,
  useSearchFleetQuery,
  useApproveLoanMutation,
  useRejectLoanMutation,
} = approvalApi;
