import { brazilLocalOf } from '../../domain/editorialNews';

/**
 * An ISO moment as the press office reads it, on Brazil's wall clock whatever the browser's zone: a schedule is set
 * in Brasília time, so it is shown in it too.
 */
export function brazilDateTimeText(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const [date, time] = brazilLocalOf(moment).split('T') as [string, string];
  return `${brazilDateText(date)} ${time}`;
}

/** 'yyyy-mm-dd' as 'dd/mm/aaaa'. */
export function brazilDateText(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** The day of an ISO moment on Brazil's wall clock, 'dd/mm/aaaa'. */
export function brazilDayOf(iso: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? '' : brazilDateText(brazilLocalOf(moment));
}
