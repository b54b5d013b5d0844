/**
 * What other programs read in a PDF, asked of poppler's command-line readers (Debian's `poppler-utils`): whether the
 * file is tagged (`pdfinfo`), which fonts it uses and whether each is embedded (`pdffonts`), and its text as an
 * extractor gets it (`pdftotext`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const hasPoppler = (() => {
  try {
    execFileSync('pdffonts', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export interface PdfReading {
  tagged: boolean;
  fonts: { name: string; embedded: boolean }[];
  text: string;
}

export function readPdf(pdf: Buffer): PdfReading {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-reading-'));
  try {
    const file = path.join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    const run = (program: string, ...args: string[]) => execFileSync(program, args, { encoding: 'utf8' });
    const tagged = /^Tagged:\s+yes$/m.test(run('pdfinfo', file));
    // `name type encoding emb sub uni object ID`, after two header lines; the type may hold a space ('Type 1').
    const fonts = run('pdffonts', file)
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [emb] = /\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line)!.slice(1);
        return { name: line.split(/\s+/)[0]!, embedded: emb === 'yes' };
      });
    const text = run('pdftotext', '-enc', 'UTF-8', file, '-');
    return { tagged, fonts, text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
