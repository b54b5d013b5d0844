import { describe, expect, it } from 'vitest';
import {
  brazilDateTimeText,
  brazilDayBounds,
  brazilDayOf,
  brazilHourOf,
  brazilIsoOf,
  brazilLocalOf,
  brazilTimeOf,
  formatInBrazil,
  momentOfBrazilLocal,
  nextDay,
  todayInBrazil,
} from '../../src/domain/brazilTime';

// The tests run with the machine's zone (UTC in CI): every answer below is Brasília's whatever that zone is.

describe('an instant near midnight in Brasília', () => {
  // 02:30 UTC on the 6th is still 23:30 on the 5th in Brasília.
  const lateEvening = new Date('2026-12-06T02:30:00Z');

  it("is still the previous day's date, time and hour", () => {
    expect(todayInBrazil(lateEvening)).toBe('2026-12-05');
    expect(brazilDayOf(lateEvening)).toBe('05/12/2026');
    expect(brazilTimeOf(lateEvening)).toBe('23:30');
    expect(brazilDateTimeText(lateEvening)).toBe('05/12/2026 23:30');
    expect(brazilLocalOf(lateEvening)).toBe('2026-12-05T23:30');
    expect(brazilHourOf(lateEvening)).toBe(23);
    expect(brazilIsoOf(lateEvening)).toBe('2026-12-05T23:30:00-03:00');
  });

  it('takes the ISO text the API sends as well as a Date', () => {
    expect(brazilDateTimeText('2026-12-06T02:30:00.000Z')).toBe('05/12/2026 23:30');
  });

  it('names the day in Portuguese', () => {
    expect(formatInBrazil(lateEvening, "EEEE, d 'de' MMMM")).toBe('sábado, 5 de dezembro');
  });

  it('belongs to the bounds of that day: from its midnight to the next one', () => {
    const { start, end } = brazilDayBounds('2026-12-05');
    expect(start.toISOString()).toBe('2026-12-05T03:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-06T03:00:00.000Z');
    expect(start <= lateEvening && lateEvening < end).toBe(true);
  });
});

describe('a wall-clock time typed in Brasília', () => {
  it('is the instant Brazil read it at', () => {
    expect(momentOfBrazilLocal('2026-12-05T23:30')?.toISOString()).toBe('2026-12-06T02:30:00.000Z');
    expect(momentOfBrazilLocal('2026-12-31T23:59')?.toISOString()).toBe('2027-01-01T02:59:00.000Z');
  });

  it('round-trips with brazilLocalOf', () => {
    expect(brazilLocalOf(momentOfBrazilLocal('2026-03-10T08:05')!)).toBe('2026-03-10T08:05');
  });

  it.each([
    '2026-02-30T10:00',
    '2026-12-20T25:00',
    '2026-12-20T23:60',
    '2026-12-20T99:99',
    '2026-12-20',
    'amanhã',
  ])('is refused when it is no time: %s', (typed) => {
    expect(momentOfBrazilLocal(typed)).toBeNull();
  });
});

describe('before 2019, when Brazil had summer time (-02:00)', () => {
  it('reads 12:00 of 15/01/2018 at 14:00 UTC, where a fixed -03:00 would say 15:00', () => {
    const noon = momentOfBrazilLocal('2018-01-15T12:00')!;
    expect(noon.toISOString()).toBe('2018-01-15T14:00:00.000Z');
    expect(noon.getTime()).not.toBe(new Date('2018-01-15T12:00:00-03:00').getTime());
    expect(brazilIsoOf(noon)).toBe('2018-01-15T12:00:00-02:00');
    expect(brazilTimeOf(new Date('2018-01-15T14:00:00Z'))).toBe('12:00');
  });

  it('refuses the half hour the clocks skipped when summer time began (04/11/2018, 00:00 -> 01:00)', () => {
    expect(momentOfBrazilLocal('2018-11-04T00:30')).toBeNull();
    // That day began at 01:00, and was 23 hours long.
    const { start, end } = brazilDayBounds('2018-11-04');
    expect(brazilIsoOf(start)).toBe('2018-11-04T01:00:00-02:00');
    expect(end.getTime() - start.getTime()).toBe(23 * 3600 * 1000);
  });
});

describe('days of the calendar', () => {
  it('follow each other across months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('what is no instant', () => {
  it('is shown as nothing', () => {
    expect(brazilDateTimeText('amanhã')).toBe('');
    expect(brazilDayOf(new Date(Number.NaN))).toBe('');
  });
});
