import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { newUser, renderRegistryPage } from '../profile/renderRegistryPage';
import { followed, followsAccount, journalist } from './followsFixtures';

const subjects = [
  followed({ textEnum: 'Carros', associationId: 1, title: 'Aurora T-Cross' }),
  followed({ textEnum: 'Empresa', associationId: 2, title: 'Fábricas' }),
  followed({ textEnum: 'Technologies', associationId: null, title: 'Tecnologia' }),
];

describe("the profile's 'Assuntos que você segue'", () => {
  it('lists each subject with its page, its kind and since when', async () => {
    followsAccount(subjects);
    renderRegistryPage(journalist);
    const section = await screen.findByRole('region', { name: 'Assuntos que você segue' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Aurora T‑CrossCarro · Desde 20/11/2026'),
      expect.stringContaining('FábricasEmpresa · Desde 20/11/2026'),
      expect.stringContaining('TecnologiaCategoria de notícias · Desde 20/11/2026'),
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/cars/car/1');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/company/2');
    expect(within(items[2]!).getByRole('link')).toHaveAttribute('href', '/news?textEnum=Technologies');
  });

  it("lets go of one subject with 'Deixar de seguir'", async () => {
    const account = followsAccount(subjects);
    const { user } = renderRegistryPage(journalist);
    await user.click(await screen.findByRole('button', { name: 'Deixar de seguir Fábricas' }));
    const section = screen.getByRole('region', { name: 'Assuntos que você segue' });
    await within(section).findByRole('button', { name: 'Deixar de seguir Tecnologia' });
    expect(within(section).queryByText('Fábricas')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(account.calls.at(-1)).toBe('DELETE textEnum=Empresa&associationId=2');
  });

  it('says so when the person follows nothing', async () => {
    followsAccount();
    renderRegistryPage(journalist);
    expect(await screen.findByText(/Você ainda não segue nenhum assunto/)).toBeInTheDocument();
  });

  it('is not shown while the profile is still to complete', async () => {
    const account = followsAccount();
    renderRegistryPage(newUser);
    await screen.findByRole('heading', { level: 1, name: 'Cadastro' });
    expect(screen.queryByRole('region', { name: 'Assuntos que você segue' })).not.toBeInTheDocument();
    expect(account.calls).toEqual([]);
  });
});
