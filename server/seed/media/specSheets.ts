/**
 * The versions' spec sheets as real PDF files (PDFKit, A4, the standard Helvetica, whose encoding covers Portuguese):
 * the version's title, its car, a table of figures and the usual note on manufacturer data. Like the other seed
 * media, they follow from the content definitions alone and only missing files are made, each written whole by the
 * file store so an interrupted start never leaves half a file.
 */
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

export function renderSpecSheet(sheet: SeedSpecSheet): Promise<Buffer> {
  const titles = specSheetTitles(sheet);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'pt-BR',
    info: {
      Title: `Ficha técnica – ${titles.version}`,
      Author: 'Aurora Veículos do Brasil – Imprensa',
      Subject: titles.car,
      // A fixed date: the same content makes the same file.
      CreationDate: new Date('2026-01-01T00:00:00Z'),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor(navy).font('Helvetica-Bold').fontSize(10).text('AURORA IMPRENSA', { characterSpacing: 2 });
  doc.moveDown(1.5).fontSize(22).text(titles.version);
  doc.moveDown(0.3).font('Helvetica').fontSize(13).fillColor('#444444').text(`${titles.car} · Ficha técnica`);
  doc.moveDown(1.5).fillColor('black').fontSize(11);
  doc.table({
    columnStyles: [190, '*'],
    defaultStyle: { border: { bottom: 0.5 }, borderColor: '#b8c2cc', padding: 6 },
    data: sheet.specs.map(([label, value]) => [
      { text: label, font: { src: 'Helvetica-Bold' }, type: 'TH' as const },
      value,
    ]),
  });
  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      'Dados do fabricante, sujeitos a alteração sem aviso prévio. Material de uso informativo e jornalístico, ' +
        'sem finalidade comercial.',
    );
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
