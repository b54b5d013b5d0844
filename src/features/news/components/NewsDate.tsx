import { formatDate } from '../../../domain/format';

/** A news item's day, dd/mm/yyyy. */
export function NewsDate({ date }: { date: string }) {
  return (
    <time className="news-date" dateTime={date}>
      {formatDate(date)}
    </time>
  );
}
