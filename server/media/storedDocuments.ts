/**
 * The PDFs kept among the media that content rows name: a version's spec sheet, a published release's own PDF. A
 * download or a zip gives each the name of what it is ('t-cross-highline-ficha-tecnica.pdf',
 * 'aurora-zenite-chega-ao-brasil-release.pdf') rather than its stored name.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { releasePdfName, specSheetName } from '../../src/domain/fileNames';
import type { Db } from '../db/client';
import { carVersions, news } from '../db/schema';

const fileOf = (storedPath: string) => storedPath.slice(storedPath.lastIndexOf('/') + 1);

/** The download name of each of `storedPaths` ('documents/…pdf') that a row names; the others are left out. */
export async function documentNames(db: Db, storedPaths: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!storedPaths.length) return names;
  const [sheets, releases] = await Promise.all([
    db
      .select({ title: carVersions.title, pdfFile: carVersions.pdfFile })
      .from(carVersions)
      .where(inArray(carVersions.pdfFile, storedPaths)),
    // A draft's PDF is no download of the newsroom until the release is out.
    db
      .select({ title: news.title, pdfFile: news.pdfFile })
      .from(news)
      .where(and(inArray(news.pdfFile, storedPaths), eq(news.published, true))),
  ]);
  for (const { title, pdfFile } of releases) if (pdfFile) names.set(pdfFile, releasePdfName(title));
  for (const { title, pdfFile } of sheets)
    if (pdfFile) names.set(pdfFile, specSheetName(title, fileOf(pdfFile)));
  return names;
}
