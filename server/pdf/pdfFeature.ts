/**
 * A page printed as PDF.
 */
import type { PdfRouteOptions } from './pdfRoutes';
import { featurePart, type Feature } from '../plugins/feature';
import { pdfRoutes } from './pdfRoutes';

export const pdfFeature: Feature<PdfRouteOptions> = {
  api: featurePart('pdf api', async (api, options) => {
    await api.register(pdfRoutes, options);
  }),
};
