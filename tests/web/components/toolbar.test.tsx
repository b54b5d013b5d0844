/** A toolbar as the keyboard meets it: one Tab stop, the arrows along it, a disabled button passed over. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toolbar } from '../../../src/components/toolbar/Toolbar';

describe('a toolbar', () => {
  it('passes over a disabled button, and keeps one marked aria-disabled within reach', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Toolbar label="Ações">
          <button type="button">Copiar</button>
          <button type="button" disabled>
            Recortar
          </button>
          <button type="button" aria-disabled="true">
            Colar
          </button>
        </Toolbar>
        <button type="button">Depois</button>
      </>,
    );
    const named = (name: string) => screen.getByRole('button', { name });

    await user.tab();
    expect(named('Copiar')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(named('Colar')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(named('Copiar')).toHaveFocus();
    await user.keyboard('{End}');
    expect(named('Colar')).toHaveFocus();
    await user.tab();
    expect(named('Depois')).toHaveFocus();
    await user.tab({ shift: true });
    expect(named('Colar')).toHaveFocus();
  });
});
