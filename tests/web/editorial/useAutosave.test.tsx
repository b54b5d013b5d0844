/**
 * An autosave that fails (the session ended, the server is away) is said once and tried again at the next change,
 * not at every pause of the editor: a loop of refused saves would eat the person's allowance of writes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { autosaveDelayMs, useAutosave } from '../../../src/features/editorial/frame/useAutosave';

afterEach(() => vi.useRealTimers());

describe('the autosave', () => {
  it('after a failure, waits for the next change before it tries again', async () => {
    vi.useFakeTimers();
    let tries = 0;
    const { result, rerender } = renderHook(
      ({ changeCount, ready }: { changeCount: number; ready: boolean }) => {
        const autosave = useAutosave({
          unsaved: true,
          changeCount,
          ready,
          save: async () => {
            tries += 1;
            autosave.saving();
            autosave.stopped(true);
          },
        });
        return autosave;
      },
      { initialProps: { changeCount: 1, ready: true } },
    );

    await act(async () => vi.advanceTimersByTimeAsync(autosaveDelayMs));
    expect(tries).toBe(1);
    expect(result.current.state.kind).toBe('failed');
    // The editor busy and free again, minutes going by: nothing is sent.
    rerender({ changeCount: 1, ready: false });
    rerender({ changeCount: 1, ready: true });
    await act(async () => vi.advanceTimersByTimeAsync(10 * autosaveDelayMs));
    expect(tries).toBe(1);

    rerender({ changeCount: 2, ready: true });
    await act(async () => vi.advanceTimersByTimeAsync(autosaveDelayMs));
    expect(tries).toBe(2);
  });
});
