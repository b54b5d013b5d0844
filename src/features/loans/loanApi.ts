/**
 * The calls of the loan request wizard (spec loan-area section 7, DECISIONS.md "Calls whose paths the spec does not
 * show"): the models offered for loans and how many of their cars are free in a period, a driver by CPF, the CNH
 * picture's upload and the request itself.
 */
import { api } from '../../lib/api/api';
import { cpfDigits } from '../../domain/cpf';
import type {
  CarsFrotaResponse,
  DriverResponse,
  LoanRequestBody,
  LoanRequestResponse,
  ModelAvailabilityResponse,
  UploadResponse,
} from '../../domain/loanSchemas';
import { imageUploadRequest, type ImageUpload } from './imageUpload';

export type CnhPictureUpload = ImageUpload;

export const loanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoanCarOptions: build.query<CarsFrotaResponse, void>({
      query: () => 'car_frota/json/cars_frota',
    }),
    /** ISO days; the answer changes with every booking, so it is asked again for each new period. */
    getModelAvailability: build.query<ModelAvailabilityResponse, { startDate: string; endDate: string }>({
      query: (params) => ({ url: 'car_frota/json/availability', params: { ...params } }),
    }),
    getDriverByCpf: build.query<DriverResponse, string>({
      query: (cpf) => `users/driver/${cpfDigits(cpf)}`,
    }),
    // A mutation, not a query: a File and a callback are no cache key, and RTK Query keeps neither in the store.
    uploadCnhPicture: build.mutation<UploadResponse, CnhPictureUpload>({
      query: imageUploadRequest,
    }),
    requestLoan: build.mutation<LoanRequestResponse, LoanRequestBody>({
      query: (body) => ({ url: 'lendingcontract/request', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetLoanCarOptionsQuery,
  useGetModelAvailabilityQuery,
  useLazyGetDriverByCpfQuery,
  useUploadCnhPictureMutation,
  useRequestLoanMutation,
} = loanApi;
