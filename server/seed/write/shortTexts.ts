/** Unit 'template-short-texts': shorter versions of some text blocks, for tablets and phones. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { templateBlocks } from '../../db/schema';
import { assertSafeHtml } from '../../content/contentHtml';
import { seedShortTexts } from '../content/shortTexts';

export async function writeShortTexts(db: Db): Promise<void> {
  for (const short of seedShortTexts) {
    // Blocks whose text an editor has changed since keep what they have.
    await db
      .update(templateBlocks)
      .set({
        textMed: assertSafeHtml(short.textMed, 'textMed'),
        textLow: assertSafeHtml(short.textLow, 'textLow'),
      })
      .where(and(eq(templateBlocks.type, 1), eq(templateBlocks.text, short.text)));
  }
}
