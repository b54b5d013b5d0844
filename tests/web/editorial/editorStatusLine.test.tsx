import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { onAnnouncement } from '../../../src/lib/a11y/announcer';
import { EditorStatusLine } from '../../../src/features/editorial/frame/EditorStatusLine';
import type { SaveState } from '../../../src/features/editorial/frame/useAutosave';

/** Everything the live region was given to say, in order. */
let heard: string[] = [];
let stopListening = () => {};
beforeEach(() => {
  heard = [];
  stopListening = onAnnouncement((text) => heard.push(text));
});
afterEach(() => stopListening());

/** A moment of 7 December 2026 in Brasília (UTC-3). */
const at = (time: string) => new Date(`2026-12-07T${time}-03:00`);
const untilSaid = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("the editor's status line, for a screen reader", () => {
  it('says where an autosave ended, once per new text, never the steps between', async () => {
    const { rerender } = render(<EditorStatusLine state={{ kind: 'clean', savedAt: null }} />);
    const show = async (state: SaveState, outcomeShown = false) => {
      rerender(<EditorStatusLine state={state} outcomeShown={outcomeShown} />);
      await untilSaid();
    };
    await show({ kind: 'unsaved', savedAt: null });
    await show({ kind: 'saving', savedAt: null });
    await show({ kind: 'clean', savedAt: at('14:32:10') });
    expect(screen.getByText('Salvo às 14:32')).toBeInTheDocument();
    expect(heard).toEqual(['Salvo às 14:32.']);

    // Another autosave within the minute: the same words, shown but not said again.
    await show({ kind: 'unsaved', savedAt: at('14:32:10') });
    await show({ kind: 'saving', savedAt: at('14:32:10') });
    await show({ kind: 'clean', savedAt: at('14:32:50') });
    expect(heard).toEqual(['Salvo às 14:32.']);

    await show({ kind: 'failed', savedAt: at('14:32:50'), failedAt: at('14:33:20') });
    await show({ kind: 'clean', savedAt: at('14:34:05') });
    expect(heard).toEqual([
      'Salvo às 14:32.',
      'Não foi possível salvar automaticamente às 14:33. Suas alterações continuam na tela.',
      'Salvo às 14:34.',
    ]);

    // The person's own save: its outcome ('Notícia salva.') says it already.
    await show({ kind: 'saving', savedAt: at('14:34:05') }, true);
    await show({ kind: 'clean', savedAt: at('14:35:00') }, true);
    expect(screen.getByText('Salvo às 14:35')).toBeInTheDocument();
    expect(heard).toHaveLength(3);
  });

  it('is not a live region of its own, which would say every step', () => {
    render(<EditorStatusLine state={{ kind: 'saving', savedAt: null }} />);
    expect(screen.getByText('Salvando...')).not.toHaveAttribute('aria-live');
  });
});
