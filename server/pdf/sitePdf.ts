/**
 * The one PDF printer of this process, shared by the routes that print: `POST pdf/chrome/url` and the cart's zip,
 * which puts a press release's PDF beside its photos. One printer, so one Chromium and one queue of renders.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerSettings } from '../config';
import { readContentVersion } from '../content/contentVersion';
import type { Db } from '../db/client';
import type { Metrics } from '../shared/metrics';
import type { FileStore } from '../storage/fileStore';
import { pageToPrint } from './pdfAddress';
import { pdfFileKey } from './pdfFiles';
import { loopbackAddress } from './pdfRoutes';
import { createPdfService, type PdfService } from './pdfService';

export function createSitePdf(
  settings: Pick<ServerSettings, 'chromePath' | 'publicUrl' | 'mediaBaseUrl'>,
  files: FileStore,
  log: FastifyBaseLogger,
  metrics?: Pick<Metrics, 'pdfPrinted'>,
): PdfService {
  return createPdfService({
    chromePath: settings.chromePath,
    files,
    publicOrigin: new URL(settings.publicUrl).origin,
    mediaOrigin: /^https?:\/\//.test(settings.mediaBaseUrl)
      ? new URL(settings.mediaBaseUrl).origin
      : undefined,
    log,
    metrics,
  });
}

/**
 * Prints a page of the site (its `/pdf` variant, e.g. '/news/12/pdf') or reuses the file printed for the same
 * content, and answers its key in the file store; throws when it can't (no Chromium, a render that failed).
 */
export async function printedPageKey(
  pdf: PdfService,
  deps: { db: Db; server: FastifyInstance; publicUrl: string },
  pdfPath: string,
): Promise<string> {
  const serverAddress = loopbackAddress(deps.server.server.address());
  if (!serverAddress) throw new Error('the server is not listening: no page can be printed');
  const page = pageToPrint(pdfPath, [new URL(deps.publicUrl).origin]);
  const { id } = await pdf.print(page, await readContentVersion(deps.db), serverAddress);
  return pdfFileKey(id);
}
