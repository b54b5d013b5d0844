import { describe, expect, it } from 'vitest';
import {
  checkEventAnswer,
  eventMessages,
  eventPeriodText,
  guestStatus,
  hasEventStarted,
  isEventOld,
} from '../../src/domain/events';

const now = new Date('2026-12-01T12:00:00Z');
const ahead = { startDate: '2026-12-10T22:00:00Z', endDate: '2026-12-11T01:00:00Z' };

describe('checkEventAnswer', () => {
  it('takes an open invitation of an event ahead, with an agenda of up to 2000 characters', () => {
    expect(checkEventAnswer({ status: guestStatus.invited, ...ahead, description: '' }, now)).toBeNull();
    expect(
      checkEventAnswer({ status: guestStatus.invited, ...ahead, description: 'a'.repeat(2000) }, now),
    ).toBeNull();
  });

  it('refuses a second answer with the locked text, whatever else is wrong', () => {
    for (const status of [guestStatus.accepted, guestStatus.refused]) {
      expect(
        checkEventAnswer(
          { status, startDate: '2026-01-01T10:00:00Z', endDate: '2026-01-01T12:00:00Z', description: 'x' },
          now,
        ),
      ).toBe('Você já respondeu a este convite. Para alterar, fale com a assessoria de imprensa.');
    }
  });

  it('refuses an event that is over (isOld), and one that has begun', () => {
    expect(
      checkEventAnswer(
        {
          status: guestStatus.invited,
          startDate: '2026-12-01T09:00:00Z',
          endDate: '2026-12-01T12:00:00Z',
          description: '',
        },
        now,
      ),
    ).toBe(eventMessages.isOld);
    expect(
      checkEventAnswer(
        {
          status: guestStatus.invited,
          startDate: '2026-12-01T12:00:00Z',
          endDate: '2026-12-01T15:00:00Z',
          description: '',
        },
        now,
      ),
    ).toBe('Este evento já começou e não pode mais ser respondido.');
  });

  it('refuses an agenda of 2001 characters, counted as the text area counts them', () => {
    expect(
      checkEventAnswer({ status: guestStatus.invited, ...ahead, description: 'a'.repeat(2001) }, now),
    ).toBe('A pauta ou o motivo pode ter no máximo 2000 caracteres.');
    // An emoji takes two of the text area's 2000.
    expect(
      checkEventAnswer({ status: guestStatus.invited, ...ahead, description: '🚗'.repeat(1001) }, now),
    ).toBe(eventMessages.agendaTooLong);
  });
});

describe('isEventOld and hasEventStarted', () => {
  it('an event is old from the moment it ends, and started from the moment it begins', () => {
    expect(isEventOld('2026-12-01T12:00:00Z', now)).toBe(true);
    expect(isEventOld('2026-12-01T12:00:01Z', now)).toBe(false);
    expect(hasEventStarted('2026-12-01T12:00:00Z', now)).toBe(true);
    expect(hasEventStarted('2026-12-01T12:00:01Z', now)).toBe(false);
  });
});

describe('eventPeriodText', () => {
  it("prints Brazil's time, one day with two hours", () => {
    expect(eventPeriodText('2026-12-10T22:00:00Z', '2026-12-11T01:00:00Z')).toBe('10/12/2026, 19:00 – 22:00');
  });

  it('prints both days when the event crosses midnight in Brazil', () => {
    expect(eventPeriodText('2026-12-10T22:00:00Z', '2026-12-11T05:00:00Z')).toBe(
      '10/12/2026, 19:00 – 11/12/2026, 02:00',
    );
  });
});
