import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { displayTitle } from '../../../src/domain/format';
import { currentAddress, setViewportWidth } from '../utils';
import { menuLoaded, renderLayout } from './renderLayout';

const tCross = displayTitle('Aurora T-Cross'); // shown with non-breaking hyphens

let originalMatchMedia: typeof window.matchMedia;
beforeEach(() => {
  originalMatchMedia = window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

async function openMenu() {
  const rendered = renderLayout();
  await menuLoaded();
  await rendered.user.click(screen.getByRole('button', { name: 'Abrir menu' }));
  // The menu's code loads when the page is idle or at the first press, so it may take a moment to appear.
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Menu' }) };
}

// The pointer enters and leaves synchronously: user-event's async steps wait on timers that are fake here.
const hover = (element: HTMLElement) => fireEvent.mouseEnter(element);
const unhover = (element: HTMLElement) => fireEvent.mouseLeave(element);
const level = (name: string) => screen.getByRole('region', { name });
const hrefOf = (container: HTMLElement, name: string) =>
  within(container).getByRole('link', { name }).getAttribute('href');

describe('side menu', () => {
  it('opens from the header button with the five sections and the two links, focus inside', async () => {
    const { dialog } = await openMenu();

    const sections = ['Carros', 'Empresa', 'Tecnologia', 'Mobilidade Elétrica', 'Media Center'];
    for (const name of sections) {
      expect(within(dialog).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(hrefOf(dialog, 'Newsletter')).toBe('/newsletter');
    expect(hrefOf(dialog, 'Termos Legais')).toBe('/termos-legais');
    expect(within(dialog).getByRole('button', { name: 'Carros' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Abrir menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows cars at level 2 and their versions at level 3, each level with its Abrir link', async () => {
    const { user, dialog } = await openMenu();

    await user.click(within(dialog).getByRole('button', { name: 'Carros' }));
    const cars = level('Carros');
    expect(hrefOf(cars, 'Abrir Carros')).toBe('/cars/models');
    expect(within(cars).getByRole('link', { name: 'Abrir Carros' })).toHaveFocus();
    expect(within(cars).getByRole('button', { name: 'Aurora Vento' })).toBeInTheDocument();

    await user.click(within(cars).getByRole('button', { name: tCross }));
    const versions = level(tCross);
    expect(hrefOf(versions, `Abrir ${tCross}`)).toBe('/cars/car/1');
    expect(hrefOf(versions, displayTitle('T-Cross Sense 1.0 TSI'))).toBe('/cars/version/1/1');
    expect(hrefOf(versions, displayTitle('T-Cross Highline 1.4 TSI'))).toBe('/cars/version/1/2');
  });

  it('links each section, its pages and subpages; the page with id 1 is the section root', async () => {
    setViewportWidth(1280); // levels side by side, as on a desktop
    const { user, dialog } = await openMenu();

    await user.click(within(dialog).getByRole('button', { name: 'Empresa' }));
    const company = level('Empresa');
    expect(hrefOf(company, 'Abrir Empresa')).toBe('/company');
    expect(hrefOf(company, 'Sobre a Aurora')).toBe('/company');
    await user.click(within(company).getByRole('button', { name: 'Fábricas' }));
    expect(hrefOf(level('Fábricas'), 'Abrir Fábricas')).toBe('/company/2');
    expect(hrefOf(level('Fábricas'), 'Fábrica de São Bernardo do Campo')).toBe('/company/2/5');

    await user.click(within(dialog).getByRole('button', { name: 'Tecnologia' }));
    const technology = level('Tecnologia');
    expect(screen.queryByRole('region', { name: 'Fábricas' })).not.toBeInTheDocument();
    expect(hrefOf(technology, 'Abrir Tecnologia')).toBe('/technology');
    expect(hrefOf(technology, 'Tecnologia Aurora')).toBe('/technology');
    await user.click(within(technology).getByRole('button', { name: 'Motores TSI' }));
    expect(hrefOf(level('Motores TSI'), 'Abrir Motores TSI')).toBe('/technology/2');
    expect(hrefOf(level('Motores TSI'), 'Injeção direta')).toBe('/technology/2/6');

    await user.click(within(dialog).getByRole('button', { name: 'Mobilidade Elétrica' }));
    const emobility = level('Mobilidade Elétrica');
    expect(hrefOf(emobility, 'Abrir Mobilidade Elétrica')).toBe('/mobilidade-eletrica');
    expect(hrefOf(emobility, 'Mobilidade Elétrica')).toBe('/mobilidade-eletrica');
    await user.click(within(emobility).getByRole('button', { name: 'Recarga' }));
    expect(hrefOf(level('Recarga'), 'Abrir Recarga')).toBe('/mobilidade-eletrica/2');
    expect(hrefOf(level('Recarga'), 'Wallbox')).toBe('/mobilidade-eletrica/2/4');

    await user.click(within(dialog).getByRole('button', { name: 'Media Center' }));
    const mediaCenter = level('Media Center');
    expect(hrefOf(mediaCenter, 'Abrir Media Center')).toBe('/media-center');
    expect(hrefOf(mediaCenter, 'News')).toBe('/news');
    expect(hrefOf(mediaCenter, 'Galeria')).toBe('/media-gallery');
    expect(hrefOf(mediaCenter, 'Contatos')).toBe('/contacts');
  });

  it('from 992 px opens a level when the pointer rests on its entry for 500 ms', async () => {
    setViewportWidth(1280);
    const { dialog } = await openMenu();
    vi.useFakeTimers();

    hover(within(dialog).getByRole('button', { name: 'Carros' }));
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('region', { name: 'Carros' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(level('Carros')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Carros' })).toHaveAttribute('aria-expanded', 'true');

    // Passing over an entry without resting on it changes nothing.
    hover(within(dialog).getByRole('button', { name: 'Empresa' }));
    act(() => vi.advanceTimersByTime(300));
    unhover(within(dialog).getByRole('button', { name: 'Empresa' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(level('Carros')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Empresa' })).not.toBeInTheDocument();

    // Level 3 too.
    hover(within(level('Carros')).getByRole('button', { name: 'Aurora Vento' }));
    act(() => vi.advanceTimersByTime(500));
    expect(hrefOf(level('Aurora Vento'), 'Vento Comfort')).toBe('/cars/version/2/3');
  });

  it('below 992 px opens levels on tap, not on hover, each level covering the one before', async () => {
    setViewportWidth(390);
    const { user, dialog } = await openMenu();
    const carsButton = within(dialog).getByRole('button', { name: 'Carros' });

    vi.useFakeTimers();
    hover(carsButton);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('region', { name: 'Carros' })).not.toBeInTheDocument();
    vi.useRealTimers();

    await user.click(carsButton);
    expect(level('Carros')).toBeInTheDocument();
    // The first level is behind the second: out of reach until the second closes.
    expect(carsButton.closest('.side-menu__panel')).toHaveAttribute('inert');
    await user.click(within(level('Carros')).getByRole('button', { name: 'Fechar Carros' }));
    expect(screen.queryByRole('region', { name: 'Carros' })).not.toBeInTheDocument();
    expect(carsButton).toHaveFocus();
  });

  it('Escape closes the deepest level first, then the menu, giving focus back each time', async () => {
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Carros' }));
    await user.click(within(level('Carros')).getByRole('button', { name: tCross }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: tCross })).not.toBeInTheDocument();
    expect(within(level('Carros')).getByRole('button', { name: tCross })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Carros' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Carros' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
  });

  it('works from the keyboard alone', async () => {
    const { user } = await openMenu();
    await user.keyboard('{Enter}'); // on Carros, focused when the menu opened
    expect(screen.getByRole('link', { name: 'Abrir Carros' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}'); // the first car
    expect(screen.getByRole('link', { name: `Abrir ${tCross}` })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab going round inside it', async () => {
    const { user, dialog } = await openMenu();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Fechar menu' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Termos Legais' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Fechar menu' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed', async () => {
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Carros' }));
    await user.click(screen.getByRole('link', { name: 'Abrir Carros' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentAddress()).toBe('/cars/models');
    expect(screen.getByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
  });
});
