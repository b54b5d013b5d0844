/**
 * The calls of the loan request wizard (spec loan-area section 7, DECISIONS.md "Calls whose paths the spec does not
 * show"): the models offered for loans, a driver by CPF, the CNH picture's upload and the request itself.
 */
import { api } from '../../lib/api/api';
import { cpfDigits } from '../../domain/cpf';
import type {
  CarsFrotaResponse,
  DriverResponse,
  LoanRequestBody,
  LoanRequestResponse,
  UploadResponse,
} from '../../domain/loanSchemas';
import { imageUploadRequest, type ImageUpload } from './imageUpload';

export type CnhPictureUpload = ImageUpload;

export const loanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoanCarOptions: build.query<CarsFrotaResponse, void>({
      query: () => 'car_frota/json/cars_frota',
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
  useLazyGetDriverByCpfQuery,
  useUploadCnhPictureMutation,
  useRequestLoanMutation,
} = loanApi;
