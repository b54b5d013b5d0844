/**
 * The renders waiting their turn: one at a time, in arrival order, since each holds a Chromium page and the machine
 * serves everything else meanwhile. A render that has waited `maxWaitMs` without starting is dropped, and no more
 * than `maxWaiting` wait at once: a burst of requests can't pile up renders for minutes. Both answer 503 busy.
 */
import PQueue from 'p-queue';
import { DomainError } from '../shared/domainError';
import { pdfMessages } from './pdfMessages';

export interface RenderQueueOptions {
  maxWaiting: number;
  maxWaitMs: number;
}

export interface RenderQueue {
  run<T>(render: () => Promise<T>): Promise<T>;
  /** Every render not yet finished, and any asked for later, is refused with `reason`. */
  close(reason: Error): void;
}

export function createRenderQueue({ maxWaiting, maxWaitMs }: RenderQueueOptions): RenderQueue {
  const queue = new PQueue({ concurrency: 1 });
  const closing = new AbortController();
  return {
    run(render) {
      if (closing.signal.aborted) return Promise.reject(closing.signal.reason as Error);
      // `size` counts the waiting only; the one rendering is `pending`.
      if (queue.size >= maxWaiting) return Promise.reject(new DomainError(503, pdfMessages.busy));
      // p-queue's own `timeout` counts from the start of a task; this one counts the wait before it.
      const waitedTooLong = new AbortController();
      const timer = setTimeout(() => waitedTooLong.abort(new DomainError(503, pdfMessages.busy)), maxWaitMs);
      return queue
        .add(
          () => {
            clearTimeout(timer);
            return render();
          },
          { signal: AbortSignal.any([waitedTooLong.signal, closing.signal]) },
        )
        .finally(() => clearTimeout(timer));
    },
    close(reason) {
      // p-queue's clear() would drop the waiting without ever settling their promises: aborting rejects them.
      closing.abort(reason);
    },
  };
}
