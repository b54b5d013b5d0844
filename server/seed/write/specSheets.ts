/** Unit 'version-spec-sheets': points versions at their spec sheet (the files are made by media/specSheets.ts). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carVersions } from '../../db/schema';
import { seedSpecSheets, specSheetStoredPath, specSheetTitles } from '../content/specSheets';

export async function writeSpecSheets(db: Db): Promise<void> {
  for (const sheet of seedSpecSheets) {
    // By title: ids of the demo content differ between databases. A version an editor has renamed since is left
    // without a sheet rather than failing the start.
    await db
      .update(carVersions)
      .set({ pdfFile: specSheetStoredPath(sheet) })
      .where(eq(carVersions.title, specSheetTitles(sheet).version));
  }
}
