/**
 * The calls of /aprovacao and /aprovacao/{id} (DECISIONS.md "Calls whose paths the spec does not show"): the list
 * by pages, one loan with its requester and fleets (the detail page's own read), the fleet's agenda and search for
 * a period, and the two decisions. A decision invalidates the list, so /aprovacao shows the new state when the user
 * lands back on it. It leaves the loan alone: the detail page reads it afresh on every visit anyway, and refetching
 * it while the page leaves would ask a manager for a loan that has just left their step (a 404).
 */
import { api } from '../../lib/api/api';
import { approvalsPaging } from '../../domain/approvalsPaging';
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

export const approvalApi = approvalsApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the list (from 1), `approvalsPaging.defaultLimit` requests to a page. */
    getApprovals: build.query<ApprovalsResponse, { admin: boolean; page: number }>({
      query: ({ admin, page }) => ({
        url: 'lendingcontract/approvals',
        params: { ...(admin ? { admin: 1 } : {}), page, limit: approvalsPaging.defaultLimit },
      }),
      providesTags: ['Approvals'],
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
  useGetApprovalLoanQuery,
  useGetFleetAgendaQuery,
  useGetPrivatePictureUrlQuery,
  useSearchFleetQuery,
  useApproveLoanMutation,
  useRejectLoanMutation,
} = approvalApi;
