import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../../../src/components/dialogs/ConfirmDialog';
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

/** 'Publicar' asks first; the answer may come while the question is still fading out, 'Sim' still focused. */
function PublishAfterQuestion() {
  const [asking, setAsking] = useState(false);
  const [published, setPublished] = useState(false);
  return (
    <section>
      {!published && (
        <button type="button" onClick={() => setAsking(true)}>
          Publicar
        </button>
      )}
      <ActionOutcome text={published ? 'Notícia publicada.' : null} />
      <ConfirmDialog
        show={asking}
        title="Publicar agora?"
        question="A notícia aparece na home."
        busy={false}
        onConfirm={() => {
          setAsking(false);
          setPublished(true);
        }}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}

/** 'Aprovar' asks first and waits in the question ('Sim' disabled) until the answer closes it. */
function ApproveAfterBusyQuestion({ answer }: { answer: Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [approved, setApproved] = useState(false);
  return (
    <section>
      {!approved && (
        <button type="button" onClick={() => setAsking(true)}>
          Aprovar
        </button>
      )}
      <ActionOutcome text={approved ? 'Solicitação aprovada.' : null} />
      <ConfirmDialog
        show={asking}
        title="Aprovar a solicitação?"
        question="O jornalista recebe a aprovação por e-mail."
        busy={busy}
        onConfirm={() => {
          setBusy(true);
          void answer.then(() => {
            setAsking(false);
            setBusy(false);
            setApproved(true);
          });
        }}
        onClose={() => setAsking(false)}
      />
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

/** Each photo's 'Usar como foto principal', disabled once it is the main one: the state the action leaves. */
function MainPhotoChoice() {
  const [main, setMain] = useState<string | null>(null);
  return (
    <section>
      <ul>
        {['Frente', 'Traseira'].map((photo) => (
          <li key={photo}>
            {photo}{' '}
            <button
              type="button"
              aria-pressed={main === photo}
              disabled={main === photo}
              onClick={() => setMain(photo)}
            >
              {main === photo ? `${photo}: foto principal` : `Usar ${photo} como foto principal`}
            </button>{' '}
            <button type="button">{`Remover ${photo}`}</button>
          </li>
        ))}
      </ul>
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

  it('goes to the outcome drawn while the confirmation that asked for it was still closing', async () => {
    const user = userEvent.setup();
    render(
      <Page>
        <PublishAfterQuestion />
      </Page>,
    );
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Notícia publicada.')).toHaveFocus());
  });

  it('goes to the outcome drawn as a busy confirmation closes, which does not pull the focus back', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    render(
      <Page>
        <ApproveAfterBusyQuestion answer={new Promise<void>((resolve) => (answer = resolve))} />
      </Page>,
    );
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    const yes = await screen.findByRole('button', { name: 'Sim' });
    await user.click(yes);
    expect(yes).toBeDisabled();
    dropFocusOfDisabled(yes);
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Solicitação aprovada.')).toHaveFocus());
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

  it('goes on from a control whose disabled state is what the action did, without waiting for it', async () => {
    const user = userEvent.setup();
    render(
      <Page>
        <MainPhotoChoice />
      </Page>,
    );
    const use = screen.getByRole('button', { name: 'Usar Frente como foto principal' });
    await user.click(use);
    expect(use).toBeDisabled();
    dropFocusOfDisabled(use);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remover Frente' })).toHaveFocus());
  });
});
