/**
 * 'Minhas solicitações' (`GET lendingcontract/mine`). It shares the loan lists' tag: a cancel (handoverApi.ts) or
 * any other step taken from this browser reloads it.
 */
import { api } from '../../../lib/api/api';
import type { MyLoansResponse } from '../../../domain/myLoanSchemas';

const withLoanLists = api.enhanceEndpoints({ addTagTypes: ['LoanList'] });

export const myLoansApi = withLoanLists.injectEndpoints({
  endpoints: (build) => ({
    getMyLoans: build.query<MyLoansResponse, void>({
      query: () => 'lendingcontract/mine',
      providesTags: [{ type: 'LoanList', id: 'mine' }],
    }),
  }),
});

export const { useGetMyLoansQuery } = myLoansApi;
