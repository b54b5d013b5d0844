import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from './msw/server';
import { setViewportWidth } from './utils';

// jsdom has no matchMedia (react-slick and the layout's breakpoint checks use it): every test starts at jsdom's
// 1024 px wide window, a desktop; tests of the phone layout narrow it with setViewportWidth.
beforeEach(() => setViewportWidth(1024));
window.scrollTo = () => {};

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
