/**
 * The Portuguese names of a news item's fields, as the change history shows them: the history stores code names
 * (stable if a label is reworded) and is read through these.
 */
import { newsShareFieldLabels } from '../../src/domain/newsSharing';

export const newsFieldLabels: Record<string, string> = {
  title: 'Título',
  subtitle: 'Subtítulo',
  description: 'Texto',
  newsDate: 'Data',
  associations: 'Assuntos',
  mediaId: 'Foto principal',
  mediaIds: 'Fotos e vídeos',
  albumId: 'Conjunto de fotos',
  pdfFile: 'PDF do release',
  ...newsShareFieldLabels,
};
