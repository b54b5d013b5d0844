/**
 * The calls of the loan request wizard (spec loan-area section 7, DECISIONS.md "Calls whose paths the spec does not
 * show"): the models offered for loans, a driver by CPF, the CNH picture's upload and the request itself.
 */
import { api } from '../../app/api';
import { cpfDigits } from '../../domain/cpf';
import { loanRequestLimits } from '../../domain/loanRequest';
import type {
  CarsFrotaResponse,
  DriverResponse,
  LoanRequestBody,
  LoanRequestResponse,
  UploadResponse,
} from '../../domain/loanSchemas';

export interface CnhPictureUpload {
  file: File;
  /** The share sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
}

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
      query: ({ file, onProgress }) => {
        const body = new FormData();
        body.append('file', file);
        return {
          url: 'medias/upload-front',
          method: 'POST',
          body,
          // The client's JSON content type would make axios serialise the form; this one lets the browser set the
          // multipart boundary.
          headers: { 'Content-Type': 'multipart/form-data' },
          timeout: loanRequestLimits.uploadTimeoutMs,
          onUploadProgress: onProgress,
        };
      },
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
