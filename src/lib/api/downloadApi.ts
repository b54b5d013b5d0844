/**
 * The pass a download asks before the browser follows its link (src/domain/downloadPass.ts): `POST downloads/pass`
 * is where the download is counted, so a refusal comes back as an answer with words rather than a cancelled file.
 */
import type { DownloadPassRequest, DownloadPassResponse } from '../../domain/downloadPass';
import { api } from './api';

export const downloadApi = api.injectEndpoints({
  endpoints: (build) => ({
    askDownloadPass: build.mutation<DownloadPassResponse, DownloadPassRequest>({
      query: (body) => ({ url: 'downloads/pass', method: 'POST', body }),
    }),
  }),
});

export const { useAskDownloadPassMutation } = downloadApi;
