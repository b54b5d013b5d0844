import { describe, expect, it } from 'vitest';
import {
  checkLoanDates,
  isoToShownDate,
  loanDateMessages,
  loanDateProblems,
  typedDateToIso,
  wireDateToIso,
} from '../../src/domain/loanDates';
import { todayInBrazil } from '../../src/domain/brazilTime';

// Today is 10/03/2026 in Brazil throughout; the edges are counted from it.
const today = '2026-03-10';
const check = (start: string | null, end: string | null) => checkLoanDates(start, end, today);

describe('today in Brazil (America/Sao_Paulo, UTC−3)', () => {
  it('is still the previous day until 03:00 UTC', () => {
    expect(todayInBrazil(new Date('2026-03-10T00:00:00Z'))).toBe('2026-03-09');
    expect(todayInBrazil(new Date('2026-03-10T02:59:59Z'))).toBe('2026-03-09');
  });

  it('turns at 03:00 UTC, and stays until 02:59 UTC the next day', () => {
    expect(todayInBrazil(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
    expect(todayInBrazil(new Date('2026-03-10T23:59:59Z'))).toBe('2026-03-10');
    expect(todayInBrazil(new Date('2026-03-11T02:59:59Z'))).toBe('2026-03-10');
  });

  it('crosses the year the same way', () => {
    expect(todayInBrazil(new Date('2027-01-01T01:00:00Z'))).toBe('2026-12-31');
  });
});

describe('the start date', () => {
  it('tolerates yesterday, and today', () => {
    expect(check('2026-03-09', '2026-03-10')).toBeNull();
    expect(check('2026-03-10', '2026-03-10')).toBeNull();
  });

  it("refuses the day before yesterday with 'Data início inválida'", () => {
    expect(check('2026-03-08', '2026-03-10')).toEqual({
      field: 'startDate',
      message: 'Data início inválida',
    });
  });

  it("accepts 60 days ahead and refuses 61 with 'Data início superior a 60 dias'", () => {
    expect(check('2026-05-09', '2026-05-10')).toBeNull();
    expect(check('2026-05-10', '2026-05-11')).toEqual({
      field: 'startDate',
      message: 'Data início superior a 60 dias',
    });
  });

  it('reports a start that is not a date', () => {
    expect(check(null, '2026-03-12')).toEqual({ field: 'startDate', message: 'Data inválida' });
  });
});

describe('the end date and the period', () => {
  it("refuses an end before the start with 'Data fim inferior a data início'", () => {
    expect(check('2026-03-12', '2026-03-11')).toEqual({
      field: 'endDate',
      message: 'Data fim inferior a data início',
    });
  });

  it("accepts a 7-day period and refuses 8 days with 'Período superior a 7 dias'", () => {
    expect(check('2026-03-12', '2026-03-19')).toBeNull();
    expect(check('2026-03-12', '2026-03-20')).toEqual({
      field: 'endDate',
      message: 'Período superior a 7 dias',
    });
  });

  it('counts days in the calendar, across the end of a month', () => {
    expect(check('2026-03-28', '2026-04-04')).toBeNull();
    expect(check('2026-03-28', '2026-04-05')?.message).toBe('Período superior a 7 dias');
  });

  it('reports an end that is not a date', () => {
    expect(check('2026-03-12', null)).toEqual({ field: 'endDate', message: 'Data inválida' });
  });

  it('reports the start’s problem first, as the spec lists them', () => {
    expect(check('2026-03-01', '2026-02-01')?.message).toBe('Data início inválida');
    expect(check('2026-06-01', '2026-05-01')?.message).toBe('Data início superior a 60 dias');
  });

  it('has the spec’s four messages', () => {
    expect(loanDateMessages).toMatchObject({
      startInvalid: 'Data início inválida',
      startTooFar: 'Data início superior a 60 dias',
      endBeforeStart: 'Data fim inferior a data início',
      periodTooLong: 'Período superior a 7 dias',
    });
  });
});

describe('each date’s own problem, as a form shows them', () => {
  const problems = (start: string | null, end: string | null) => loanDateProblems(start, end, today);

  it('judges the end against a start that breaks its own rule', () => {
    expect(problems('2026-03-01', '2026-03-20')).toEqual({
      startDate: 'Data início inválida',
      endDate: 'Período superior a 7 dias',
    });
    expect(problems('2026-06-01', '2026-05-30')).toEqual({
      startDate: 'Data início superior a 60 dias',
      endDate: 'Data fim inferior a data início',
    });
    expect(problems('2026-03-01', '2026-03-03')).toEqual({
      startDate: 'Data início inválida',
      endDate: null,
    });
  });

  it('with no real start, only tells the end whether it is a date', () => {
    expect(problems(null, '2026-01-01')).toEqual({ startDate: 'Data inválida', endDate: null });
    expect(problems(null, null)).toEqual({ startDate: 'Data inválida', endDate: 'Data inválida' });
  });
});

describe('typed dates (dd/mm/yyyy)', () => {
  it('turns a real date into ISO', () => {
    expect(typedDateToIso('05/03/2026')).toBe('2026-03-05');
    expect(typedDateToIso('29/02/2028')).toBe('2028-02-29');
  });

  it('refuses a day the month does not have', () => {
    for (const typed of ['31/02/2026', '29/02/2026', '31/04/2026', '00/03/2026', '10/13/2026'])
      expect(typedDateToIso(typed)).toBeNull();
  });

  it('refuses letters, a half-typed mask and other shapes', () => {
    for (const typed of ['ab/cd/efgh', '1a/03/2026', '05/03/20__', '5/3/2026', '2026-03-05', ''])
      expect(typedDateToIso(typed)).toBeNull();
  });
});

describe('shown dates', () => {
  it('shows dd/mm/yyyy, or dd/mm/yy for lists', () => {
    expect(isoToShownDate('2026-03-05')).toBe('05/03/2026');
    expect(isoToShownDate('2026-03-05', true)).toBe('05/03/26');
  });

  it('shows the date part of a full time as it is written, whatever the zone', () => {
    expect(isoToShownDate('2026-03-05T23:30:00.000Z')).toBe('05/03/2026');
  });

  it('shows nothing for what is not a date', () => {
    expect(isoToShownDate('not a date')).toBe('');
  });
});

describe('wire dates', () => {
  it('takes yyyy-mm-dd, or the date part of a full ISO time', () => {
    expect(wireDateToIso('2026-03-05')).toBe('2026-03-05');
    expect(wireDateToIso('2026-03-05T10:00:00.000Z')).toBe('2026-03-05');
  });

  it('takes a time of day after the date, with seconds, a fraction or a zone', () => {
    for (const value of [
      '2026-12-20T00:00',
      '2026-12-20T23:59',
      '2026-12-20T23:59:59',
      '2026-12-20T10:00:00.123456Z',
      '2026-12-20T10:00-03:00',
      '2026-12-20T10:00:00+0300',
    ])
      expect(wireDateToIso(value), value).toBe('2026-12-20');
  });

  it('refuses an impossible date and other shapes', () => {
    for (const value of ['2026-02-31', '2026-13-01', '05/03/2026', '2026-3-5', ''])
      expect(wireDateToIso(value)).toBeNull();
  });

  it('refuses a good date followed by a time that is no time of day', () => {
    for (const value of [
      '2026-12-20T99:99',
      '2026-12-20Tgarbage',
      '2026-12-20T25:00',
      '2026-12-20T24:00',
      '2026-12-20T23:60',
      '2026-12-20T23:59:60',
      '2026-12-20T',
      '2026-12-20T10',
      '2026-12-20T10:00Zjunk',
      '2026-12-20T10:00+25:00',
      '2026-12-20 10:00',
    ])
      expect(wireDateToIso(value), value).toBeNull();
  });
});
