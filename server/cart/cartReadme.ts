/**
 * `LEIA-ME.txt`, the first entry of a cart's zip: each favorite's folder and files, and the terms the files are lent
 * under. CRLF line ends and a byte order mark, so that Windows'
 * Notepad, where many of these zips are opened, shows the accents and the lines as written.
 */
import { formatDate } from '../../src/domain/format';
import type { ReadmeItems } from './cartZip';

export const downloadTermsSummary =
  'Os arquivos da Sala de Imprensa da Aurora Veículos do Brasil são cedidos gratuitamente apenas para uso ' +
  'informativo e jornalístico, e não para uso comercial. Não é permitido usá-los em publicidade ou em anúncios, ' +
  'alterá-los de modo que mude o seu sentido, nem revendê-los ou distribuí-los em bancos de imagens. Ao publicar, ' +
  'cite a fonte: "Foto: Aurora Veículos do Brasil" ou "Divulgação Aurora".';

/** The heading of a favorites list's zip; a set taken whole (a news item's photos, an album) names itself. */
export const favoritesReadmeHeading = 'Favoritos da Sala de Imprensa Aurora';

export function cartReadme(
  items: ReadmeItems,
  requestedAt: Date,
  termsUrl: string,
  heading: string = favoritesReadmeHeading,
): string {
  // Titles came from the visitor's browser: one line each, so none can pose as another part of this file.
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim() || '(sem título)';
  const lines = [
    heading,
    `Pedido em ${formatDate(requestedAt)}.`,
    '',
    'Itens e seus arquivos:',
    '',
    ...items.flatMap((item, index) => [
      `${index + 1}. ${oneLine(item.title)} (pasta ${item.folder})`,
      ...item.names.map((name) => `   - ${name}`),
      ...(item.releasePdfMissing
        ? [
            `   (O PDF deste release não pôde ser gerado agora: baixe-o na página ${new URL(item.releasePdfMissing, termsUrl).href})`,
          ]
        : []),
      '',
    ]),
    'Termos de Uso para Download',
    '',
    downloadTermsSummary,
    '',
    `Texto completo: ${termsUrl}`,
    '',
  ];
  return `\uFEFF${lines.join('\r\n')}`;
}
