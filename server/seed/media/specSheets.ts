/**
 * The versions' spec sheets as real PDF files (PDFKit, A4, the standard Helvetica, whose encoding covers Portuguese):
 * the version's title, its car, a table of figures and the usual note on manufacturer data. Like the other seed
 * media, they follow from the content definitions alone and only missing files are made, each through a temporary
 * name so an interrupted start never leaves half a file.
 */
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import {
  seedSpecSheets,
  specSheetFileName,
  specSheetFolder,
  specSheetTitles,
  type SeedSpecSheet,
} from '../content/specSheets';

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

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Makes the spec sheets missing from `mediaDir/documents`; answers how many it made. */
export async function ensureSpecSheets(mediaDir: string): Promise<{ made: number; skipped: number }> {
  const folder = path.join(mediaDir, specSheetFolder);
  await mkdir(folder, { recursive: true });
  let made = 0;
  let skipped = 0;
  for (const sheet of seedSpecSheets) {
    const target = path.join(folder, specSheetFileName(sheet));
    if (await exists(target)) {
      skipped += 1;
      continue;
    }
    const temporary = path.join(folder, `.${specSheetFileName(sheet)}.${process.pid}.partial`);
    try {
      await writeFile(temporary, await renderSpecSheet(sheet));
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    made += 1;
  }
  return { made, skipped };
}
