/**
 * The PDF of a page (DECISIONS.md, PDFs): `POST pdf/chrome/url` asks our rendering service to print the page's
 * `/pdf` variant and answers the stored file's address as `pdf`.
 */
import type { PdfRequest, PdfResponse } from '../../domain/content';
import { api } from './api';

export const pdfApi = api.injectEndpoints({
  endpoints: (build) => ({
    renderPdf: build.mutation<PdfResponse, PdfRequest>({
      query: (body) => ({ url: 'pdf/chrome/url', method: 'POST', body }),
    }),
  }),
});

export const { useRenderPdfMutation } = pdfApi;
