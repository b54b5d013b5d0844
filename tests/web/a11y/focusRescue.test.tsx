import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionOutcome } from '../../../src/components/feedback/ActionOutcome';
import { Announcer } from '../../../src/components/layout/Announcer';
import { startFocusRescue } from '../../../src/lib/a11y/focusRescue';
import { announced, dropFocusOfDisabled } from '../utils';

let stop = () => {};
beforeEach(() => {
  stop = startFocusRescue();
});
afterEach(() => stop());

function Page({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <h1>Notícia</h1>
      {children}
      <Announcer />
    </main>
  );
}

function PublishButton() {
  const [published, setPublished] = useState(false);
  return (
    <section>
      {!published && (
        <button type="button" onClick={() => setPublished(true)}>
          Publicar
        </button>
      )}
      <ActionOutcome text={published ? 'Notícia publicada.' : null} />
    </section>
  );
}

function GuestSearch() {
  const [added, setAdded] = useState<string[]>([]);
  return (
    <section>
      <ul>
        {['Ana', 'Bruno'].map((name) => (
          <li key={name}>
            {name}{' '}
            {added.includes(name) ? (
              'Adicionado'
            ) : (
              <button type="button" onClick={() => setAdded((list) => [...list, name])}>
                {`Adicionar ${name}`}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function BusyUpload() {
  const [busy, setBusy] = useState(false);
  return (
    <section>
      <button type="button" disabled={busy} onClick={() => setBusy(true)}>
        Enviar arquivo
      </button>
      <button type="button" onClick={() => setBusy(false)}>
        Terminar
      </button>
    </section>
  );
}

describe('the focus kept when the control used goes away', () => {
  it('goes to the outcome drawn for the action, which is said', async () => {
    const user = userEvent.setup();
    render(
      <Page>
        <PublishButton />
      </Page>,
    );
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(screen.getByText('Notícia publicada.')).toHaveFocus());
    await announced('Notícia publicada.');
  });

  it('goes to the control now standing where the removed one stood', async () => {
    const user = userEvent.setup();
    render(
      <Page>
        <GuestSearch />
      </Page>,
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar Ana' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar Bruno' })).toHaveFocus());
    // The last one added: nothing after it in its list, so the one before it.
    await user.click(screen.getByRole('button', { name: 'Adicionar Bruno' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Notícia' })).toHaveFocus());
  });

  it('comes back to a control disabled while its work runs', async () => {
    const user = userEvent.setup();
    render(
      <Page>
        <BusyUpload />
      </Page>,
    );
    const send = screen.getByRole('button', { name: 'Enviar arquivo' });
    await user.click(send);
    expect(send).toBeDisabled();
    dropFocusOfDisabled(send);
    expect(send).not.toHaveFocus();
    screen.getByRole('button', { name: 'Terminar' }).click();
    await waitFor(() => expect(send).toHaveFocus());
  });
});
