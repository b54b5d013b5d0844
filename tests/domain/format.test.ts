import { describe, expect, it } from 'vitest';
import { displayTitle, formatDate } from '../../src/domain/format';
import { mediaTypeOf } from '../../src/domain/media';

describe('displayTitle', () => {
  it('replaces hyphens with non-breaking hyphens in T-Cross titles', () => {
    expect(displayTitle('Aurora T-Cross Highline')).toBe('Aurora T\u2011Cross Highline');
    expect(displayTitle('Novo t-cross 2027 - lançamento')).toBe('Novo t\u2011cross 2027 \u2011 lançamento');
  });
  it('leaves other titles alone', () => {
    expect(displayTitle('Aurora Vento - Comfort')).toBe('Aurora Vento - Comfort');
  });
});

describe('formatDate', () => {
  it('shows a calendar day as dd/mm/yyyy without shifting it by time zone', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
  });
  it('shows an instant as dd/mm/yyyy', () => {
    expect(formatDate(new Date(2026, 10, 5, 12))).toBe('05/11/2026');
  });
  it("shows an instant as its day in Brazil, whatever the viewer's zone: 02:30 UTC on the 6th is still the 5th", () => {
    expect(formatDate('2026-12-06T02:30:00Z')).toBe('05/12/2026');
    expect(formatDate(new Date('2026-12-06T02:30:00Z'))).toBe('05/12/2026');
  });
  it('shows nothing for an unreadable date', () => {
    expect(formatDate('amanhã')).toBe('');
  });
});

describe('mediaTypeOf', () => {
  it.each([
    ['http://x/media/images/a.JPG', 'image'],
    ['http://x/a.jpeg?v=2', 'image'],
    ['/a.png', 'image'],
    ['/a.gif#top', 'image'],
    ['http://x/media/videos/v.mp4', 'video'],
    ['http://x/media/videos/v.mov', 'other'],
    ['http://x/doc.pdf', 'other'],
    ['', 'other'],
  ])('%s is %s', (url, type) => {
    expect(mediaTypeOf(url)).toBe(type);
  });
});
