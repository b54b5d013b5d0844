/**
 * A question asked before an action is answered by its buttons or Escape, never by a stray click beside it: the
 * second click of a double click on 'Publicar' lands on the dialog's backdrop.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../../../src/components/dialogs/ConfirmDialog';

describe('a confirmation', () => {
  it('stays open when its backdrop is clicked, and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        show
        title="Publicar agora?"
        question="Publicar agora: a notícia aparece na home."
        busy={false}
        onConfirm={() => {}}
        onClose={onClose}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Publicar agora?' })).toBeVisible();
    await user.click(document.querySelector('.modal')!);
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
