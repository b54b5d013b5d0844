/**
 * The spec sheets as other programs read them: tagged, every font in the file, and their text extracted as the words
 * printed ('AURORA IMPRENSA', not 'AU RO R A I M P R E N S A'), each figure beside its label.
 */
import { describe, expect, it } from 'vitest';
import { seedSpecSheets, specSheetTitles } from '../../server/seed/content/specSheets';
import { renderSpecSheet } from '../../server/seed/media/specSheets';
import { hasPoppler, readPdf } from './pdfReaders';

/** What the embedded fonts hold (server/seed/assets/fonts/README.md): a character outside would print as a box. */
const inFonts =
  /^[\u0020-\u007e\u00a0-\u017f\u0192\u02c6-\u02dc\u2000-\u206f\u20ac\u2122\u2190-\u2199\u2212\u2215\u221e\u2248\u2260\u2264\u2265\u25cf]*$/;

describe('the spec sheets', () => {
  it('write no character their fonts lack', () => {
    for (const sheet of seedSpecSheets) {
      const { car, version } = specSheetTitles(sheet);
      for (const text of [car, version, ...sheet.specs.flat()]) expect(text).toMatch(inFonts);
    }
  });

  it.skipIf(!hasPoppler)(
    'are tagged, embed every font, and extract as the words printed (needs poppler-utils)',
    async () => {
      for (const sheet of seedSpecSheets) {
        const reading = readPdf(await renderSpecSheet(sheet));
        expect(reading.tagged).toBe(true);
        expect(reading.fonts.length).toBeGreaterThan(0);
        expect(reading.fonts.filter((font) => !font.embedded)).toEqual([]);
        // A long title wraps: compared word by word.
        const words = reading.text.replace(/\s+/g, ' ').trim();
        expect(words.startsWith(`AURORA IMPRENSA ${specSheetTitles(sheet).version} `)).toBe(true);
        for (const [label, value] of sheet.specs) {
          expect(words).toContain(label);
          expect(words).toContain(value.replace(/\s+/g, ' '));
        }
      }
    },
    60_000,
  );
});
