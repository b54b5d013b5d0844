import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw/server';
import { setViewportWidth } from './utils';

// jsdom has no matchMedia (react-slick and the layout's breakpoint checks use it): every test starts at jsdom's
// 1024 px wide window, a desktop; tests of the phone layout narrow it with setViewportWidth.
beforeEach(() => setViewportWidth(1024));

// Pages draw react-slick sliders and lazy pages, slow in jsdom on a busy two-core machine: waits for what appears
// after a read get 4 s instead of Testing Library's 1 s (a wait ends as soon as what it waits for is there).
configure({ asyncUtilTimeout: 4000 });
window.scrollTo = () => {};

// A page has one realm; here ArrayBuffer is jsdom's while Node's Web Crypto answers with Node's, so a library that
// checks `digest instanceof ArrayBuffer` (oauth4webapi's PKCE challenge) would refuse the answer. Same bytes, copied
// into jsdom's realm.
const nodeDigest = crypto.subtle.digest.bind(crypto.subtle);
crypto.subtle.digest = async (...args: Parameters<SubtleCrypto['digest']>) =>
  new Uint8Array(await nodeDigest(...args)).slice().buffer;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The app loads axios with its first write (src/lib/api/api.ts). Loaded here once per file, so a test's first write does
// not spend its own time limits waiting for Vitest to transform axios.
beforeAll(() => import('../../src/lib/api/apiClient'));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
