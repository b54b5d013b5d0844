import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logging';

describe('log lines', () => {
  it('are pretty, one line each, for a person at a terminal', () => {
    expect(loggerOptions('info', { isTTY: true })).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty', options: { singleLine: true } },
    });
  });

  it('are JSON for a pipe or a log collector', () => {
    expect(loggerOptions('warn', { isTTY: false })).toEqual({ level: 'warn' });
  });
});
