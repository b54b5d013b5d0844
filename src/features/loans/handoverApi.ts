/**
 * The calls of pickup, checklist and cancellation (spec loan-area section 7; paths from DECISIONS.md "Calls whose
 * paths the spec does not show"). Every action invalidates every loan list (tag 'LoanList'): a pickup moves a loan
 * from the pickup list to the checklist list and out of the cancellable one, a checklist or a cancel likewise.
 */
import type { Static } from 'typebox';
import { api } from '../../lib/api/api';
import type { HandoverListResponse } from '../../domain/handover';
import type {
  CancelBody,
  CheckoutBody,
  ChecklistBody,
  LoanListResponse,
  LoanMoveResponse,
  UploadResponse,
} from '../../domain/loanSchemas';
import { imageUploadRequest, type ImageUpload } from './imageUpload';

const withLoanLists = api.enhanceEndpoints({ addTagTypes: ['LoanList'] });

export const handoverApi = withLoanLists.injectEndpoints({
  endpoints: (build) => ({
    getPickupList: build.query<HandoverListResponse, void>({
      query: () => 'lendingcontract/checkout',
      providesTags: [{ type: 'LoanList', id: 'pickup' }],
    }),
    checkoutLoan: build.mutation<LoanMoveResponse, Static<typeof CheckoutBody>>({
      query: (body) => ({ url: 'lendingcontract/checkout', method: 'POST', body }),
      invalidatesTags: ['LoanList'],
    }),
    getChecklistPending: build.query<HandoverListResponse, void>({
      query: () => 'checklist/pending',
      providesTags: [{ type: 'LoanList', id: 'checklist' }],
    }),
    createChecklist: build.mutation<unknown, ChecklistBody>({
      query: (body) => ({ url: 'checklist/create', method: 'POST', body }),
      invalidatesTags: ['LoanList'],
    }),
    getCancellableList: build.query<LoanListResponse, void>({
      query: () => 'lendingcontract/cancellable',
      providesTags: [{ type: 'LoanList', id: 'cancellable' }],
    }),
    cancelLoan: build.mutation<unknown, Static<typeof CancelBody>>({
      query: (body) => ({ url: 'lendingcontract/cancel', method: 'POST', body }),
      invalidatesTags: ['LoanList'],
    }),
    // A mutation, not a query: a File and a callback are no cache key, and RTK Query keeps neither in the store.
    uploadChecklistPhoto: build.mutation<UploadResponse, ImageUpload>({
      query: imageUploadRequest,
    }),
  }),
});

export const {
  useGetPickupListQuery,
  useCheckoutLoanMutation,
  useGetChecklistPendingQuery,
  useCreateChecklistMutation,
  useGetCancellableListQuery,
  useCancelLoanMutation,
  useUploadChecklistPhotoMutation,
} = handoverApi;
