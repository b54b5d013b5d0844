/**
 * The Portuguese names of a news item's fields and of what was done to it, as the change history shows them: the
 * history stores code names (stable if a label is reworded) and is read through these.
 */
import { brazilLocalOf } from '../../src/domain/editorialNews';

export const newsFieldLabels: Record<string, string> = {
  title: 'Título',
  subtitle: 'Subtítulo',
  description: 'Texto',
  newsDate: 'Data',
  associations: 'Assuntos',
  mediaId: 'Foto principal',
  albumId: 'Conjunto de fotos',
  pdfFile: 'PDF do release',
};

/** What the press office does to an item (only a news item is scheduled). */
export type EditorialAction = 'create' | 'update' | 'publish' | 'unpublish' | 'schedule';

const actionTexts: Record<string, string> = {
  create: 'Criou',
  update: 'Salvou',
  publish: 'Publicou',
  unpublish: 'Despublicou',
  schedule: 'Agendou',
};

/** 'dd/mm/aaaa hh:mm' in Brazil's time, as the schedule field is read. */
const brazilText = (iso: string) => {
  const [date, time] = brazilLocalOf(new Date(iso)).split('T') as [string, string];
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
};

/** The note of a publication the job queue made at its scheduled moment. */
export const scheduledNote = 'scheduled';

/** 'Agendou para 28/11/2026 09:00': a schedule's note is the moment it named. */
export function actionTextOf(action: string, note: string | null): string {
  const text = actionTexts[action] ?? action;
  if (action === 'schedule' && note) return `${text} para ${brazilText(note)}`;
  if (action === 'publish' && note === scheduledNote) return `${text} (publicação agendada)`;
  return text;
}
