import { format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { brazilLocalOf } from '../../../domain/brazilTime';
import type { EditorialNewsSummary } from '../../../domain/editorialSchemas';
import { brazilDateText } from '../editorialMoments';

export interface AgendaDay {
  /** 'yyyy-mm-dd' on Brazil's wall clock. */
  day: string;
  /** 'sexta-feira', the day's name. */
  weekday: string;
  date: string;
  items: { news: EditorialNewsSummary; time: string }[];
}

/** Scheduled news, in the order they go out, grouped by Brazil's day of their publication. */
export function agendaDaysOf(list: EditorialNewsSummary[]): AgendaDay[] {
  const days: AgendaDay[] = [];
  for (const news of list) {
    if (!news.publishAt) continue;
    const [day, time] = brazilLocalOf(new Date(news.publishAt)).split('T') as [string, string];
    let current = days.at(-1);
    if (current?.day !== day) {
      current = {
        day,
        weekday: format(parseISO(day), 'EEEE', { locale: ptBR }),
        date: brazilDateText(day),
        items: [],
      };
      days.push(current);
    }
    current.items.push({ news, time });
  }
  return days;
}
