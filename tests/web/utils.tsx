import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../../src/app/router';
import { makeStore, type RootState } from '../../src/state/store';
import { Announcer } from '../../src/components/layout/Announcer';

/** Renders with the real store and router, as the app does; `route` is the address the page opens at. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    preloadedState,
    withAnnouncer = true,
  }: { route?: string; preloadedState?: Partial<RootState>; withAnnouncer?: boolean } = {},
) {
  const store = makeStore(preloadedState);
  const user = userEvent.setup({ delay: null });
  // The layout's live regions, for a part drawn without the layout (renderApp's layout has its own); in a container
  // of their own, so the part's container holds only what it draws.
  if (withAnnouncer) render(<Announcer />);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store, user };
}

/**
 * The whole app at `route`, as the browser runs it: the routes made from the route table (each page loading its
 * module when its route opens), the real store, the site's layout; and the address, for `currentAddress()`.
 */
export function renderApp(route: string, { preloadedState }: { preloadedState?: Partial<RootState> } = {}) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route, preloadedState, withAnnouncer: false },
  );
}

/** What the live region said last, as a screen reader would hear it. */
export async function announced(text: string | RegExp) {
  await waitFor(() => {
    const said = lastAnnouncement();
    if (typeof text === 'string' ? !said.includes(text) : !text.test(said)) {
      throw new Error(`the live region said "${said}", not ${String(text)}`);
    }
  });
}

/** The live region's last text (components/layout/Announcer.tsx keeps it on its host). */
export function lastAnnouncement(): string {
  return document.querySelector<HTMLElement>('[data-announcer]')?.dataset.saidPolite ?? '';
}

/**
 * What Chromium does with the focus of a control once it is disabled: it drops to the page. jsdom keeps it on the
 * control, and its blur() leaves a disabled control alone, so the control is let go of for the moment of the blur.
 */
export function dropFocusOfDisabled(control: HTMLElement) {
  if (!control.matches(':disabled') || document.activeElement !== control) return;
  control.removeAttribute('disabled');
  control.blur();
  control.setAttribute('disabled', '');
}

/** Shows the address the router is at, as a person would read it in the address bar. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Endereço atual">{`${pathname}${search}`}</output>;
}

export const currentAddress = () => screen.getByRole('status', { name: 'Endereço atual' }).textContent;

/** Sets the viewport width seen by matchMedia and innerWidth (desktop is 992 px and up). */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  window.dispatchEvent(new Event('resize'));
}

/**
 * Waits until every carousel on the page is react-slick: Carousel.tsx first draws the slides in view itself
 * (marked `data-first-view`) and loads react-slick once the page is idle.
 */
export async function untilSlidersLoaded() {
  await waitFor(() => {
    if (document.querySelector('[data-first-view]')) throw new Error('a carousel still shows its first view');
  });
}

/** Past the next frame, and what it set going (a printed page's wait for its pictures) has had its turn. */
export const untilNextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/**
 * The attachments the page asked the browser to save: a download follows a hidden link (`saveAttachment`), which
 * jsdom cannot follow, so its clicks are caught and their addresses kept, in order.
 */
export function catchSavedAttachments(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) saved.push(this.getAttribute('href') ?? '');
  });
  return saved;
}
