/**
 * The versions' spec sheets as real PDF files (PDFKit, A4): the version's title, its car, a table of figures and the
 * usual note on manufacturer data. Like the other seed media, they follow from the content definitions alone and only
 * missing files are made, each written whole by the file store so an interrupted start never leaves half a file.
 *
 * The files are tagged (PDF/UA's structure: heading, paragraphs, a table with its header cells), so a screen reader
 * reads them in order, and their font is embedded (DejaVu Sans, ../assets/fonts/), so every reader shows and
 * extracts the same words: a PDF's standard Helvetica is not in the file, and each reader substitutes its own.
 */
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import {
  seedSpecSheets,
  specSheetFileName,
  specSheetFolder,
  specSheetTitles,
  type SeedSpecSheet,
} from '../content/specSheets';
import { mediaKey, mediaPrefix } from '../../media/mediaKeys';
import type { FileStore } from '../../storage/fileStore';

const navy = '#0b1f3a';

/** The sheets' two faces, registered under these names in each document. */
export const specSheetFonts = {
  regular: fileURLToPath(new URL('../assets/fonts/DejaVuSans.ttf', import.meta.url)),
  bold: fileURLToPath(new URL('../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url)),
} as const;

export function renderSpecSheet(sheet: SeedSpecSheet): Promise<Buffer> {
  const titles = specSheetTitles(sheet);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'pt-BR',
    pdfVersion: '1.7',
    tagged: true,
    // Readers show the title rather than the file name.
    displayTitle: true,
    info: {
      Title: `Ficha técnica – ${titles.version}`,
      Author: 'Aurora Veículos do Brasil – Imprensa',
      Subject: titles.car,
      // A fixed date: the same content makes the same file.
      CreationDate: new Date('2026-01-01T00:00:00Z'),
    },
  });
  doc.registerFont('regular', specSheetFonts.regular);
  doc.registerFont('bold', specSheetFonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const sheetStructure = doc.struct('Document');
  doc.addStructure(sheetStructure);
  const paragraph = (type: 'P' | 'H1', write: () => void) => sheetStructure.add(doc.struct(type, {}, write));

  // The letters stay close enough for a text extractor to read one word, not 'A U R O R A'.
  paragraph('P', () =>
    doc.fillColor(navy).font('bold').fontSize(10).text('AURORA IMPRENSA', { characterSpacing: 0.6 }),
  );
  paragraph('H1', () => doc.moveDown(1.5).fontSize(22).text(titles.version));
  paragraph('P', () =>
    doc.moveDown(0.3).font('regular').fontSize(13).fillColor('#444444').text(`${titles.car} · Ficha técnica`),
  );
  doc.moveDown(1.5).fillColor('black').fontSize(11);
  // PDFKit tags the table (Table, TR, TH, TD) under `structParent`; @types/pdfkit does not know the option yet.
  const table: PDFKit.Mixins.TableOptionsWithData & { structParent: PDFKit.PDFStructureElement } = {
    columnStyles: [190, '*'],
    defaultStyle: { border: { bottom: 0.5 }, borderColor: '#b8c2cc', padding: 6 },
    structParent: sheetStructure,
    data: sheet.specs.map(([label, value]) => [
      { text: label, font: { src: 'bold' }, type: 'TH' as const },
      value,
    ]),
  };
  doc.table(table);
  paragraph('P', () =>
    doc
      .moveDown(2)
      .font('regular')
      .fontSize(9)
      .fillColor('#555555')
      .text(
        'Dados do fabricante, sujeitos a alteração sem aviso prévio. Material de uso informativo e jornalístico, ' +
          'sem finalidade comercial.',
      ),
  );
  sheetStructure.end();
  doc.end();
  return done;
}

/** Makes the spec sheets missing from the store's `media/documents`; answers how many it made. */
export async function ensureSpecSheets(files: FileStore): Promise<{ made: number; skipped: number }> {
  const stored = new Set<string>();
  for await (const file of files.list(`${mediaPrefix}${specSheetFolder}/`)) stored.add(file.key);
  let made = 0;
  let skipped = 0;
  for (const sheet of seedSpecSheets) {
    const key = mediaKey(specSheetFolder, specSheetFileName(sheet));
    if (!key) throw new Error(`Not a media file name: '${specSheetFileName(sheet)}'`);
    if (stored.has(key)) {
      skipped += 1;
      continue;
    }
    await files.put(key, await renderSpecSheet(sheet), { contentType: 'application/pdf' });
    made += 1;
  }
  return { made, skipped };
}
