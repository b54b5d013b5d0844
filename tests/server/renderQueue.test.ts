import { describe, expect, it } from 'vitest';
import { DomainError } from '../../server/shared/domainError';
import { pdfMessages } from '../../server/pdf/pdfMessages';
import { createRenderQueue } from '../../server/pdf/renderQueue';

/** A render that ends when the test says so. */
function heldRender(log: string[], name: string) {
  let finish = () => {};
  const render = () =>
    new Promise<string>((resolve) => {
      log.push(`${name} started`);
      finish = () => resolve(name);
    });
  return { render, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const busy = { statusCode: 503, message: pdfMessages.busy };

describe('the queue of PDF renders', () => {
  it('renders one at a time, in arrival order', async () => {
    const queue = createRenderQueue({ maxWaiting: 5, maxWaitMs: 10_000 });
    const log: string[] = [];
    const a = heldRender(log, 'a');
    const b = heldRender(log, 'b');
    const c = heldRender(log, 'c');
    const results = [queue.run(a.render), queue.run(b.render), queue.run(c.render)];
    await settle();
    expect(log).toEqual(['a started']);
    a.finish();
    await settle();
    expect(log).toEqual(['a started', 'b started']);
    b.finish();
    await settle();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it('turns away a render when as many wait as it keeps, and one that waited too long, with 503 busy', async () => {
    const queue = createRenderQueue({ maxWaiting: 1, maxWaitMs: 200 });
    const log: string[] = [];
    const first = heldRender(log, 'first');
    const running = queue.run(first.render);
    const waiting = queue.run(heldRender(log, 'second').render);
    await expect(queue.run(heldRender(log, 'third').render)).rejects.toMatchObject(busy);
    // The second never got its turn within 200 ms: refused, and never started.
    await expect(waiting).rejects.toMatchObject(busy);
    first.finish();
    expect(await running).toBe('first');
    expect(log).toEqual(['first started']);
    // Its place is free again.
    const later = heldRender(log, 'later');
    const next = queue.run(later.render);
    await settle();
    later.finish();
    expect(await next).toBe('later');
  });

  it('answers every render not yet done when it closes, and any asked for later', async () => {
    const queue = createRenderQueue({ maxWaiting: 5, maxWaitMs: 10_000 });
    const log: string[] = [];
    const running = queue.run(heldRender(log, 'running').render);
    const waiting = queue.run(heldRender(log, 'waiting').render);
    const closed = new DomainError(503, pdfMessages.unavailable);
    queue.close(closed);
    await expect(running).rejects.toBe(closed);
    await expect(waiting).rejects.toBe(closed);
    await expect(queue.run(heldRender(log, 'after').render)).rejects.toBe(closed);
    expect(log).toEqual(['running started']);
  });
});
