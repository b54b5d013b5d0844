/**
 * Shared set-up of the browser tests: the analytics host is answered locally (this machine has no internet, and a
 * test must not depend on Google), and every console error or uncaught page error fails the test. Also the helpers
 * every journey uses: the accessibility check and the sign-in form of the embedded provider.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright runs its helper scripts in every frame of a page, and Chromium refuses them in a sandboxed frame with a
 * console error (microsoft/playwright#33343). The local mailbox shows a message in a frame sandboxed without
 * scripts on purpose: that refusal is the sandbox working, not an error of the page. Seen at random in the
 * favorites e-mail journey, depending on when Playwright reaches the frame.
 */
const isPlaywrightsOwnSandboxNote = (text: string) =>
  text ===
  "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set.";

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    // A page the server answers 404 (an address outside the site) is meant to: Chromium's note on it is no error.
    const refusedPages = new Set<string>();
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.status() === 404)
        refusedPages.add(response.url());
    });
    page.on('console', (message) => {
      if (message.type() !== 'error' || isPlaywrightsOwnSandboxNote(message.text())) return;
      if (message.text().startsWith('Failed to load resource') && refusedPages.has(message.location().url))
        return;
      errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

export const isPhone = (width: number | undefined) => (width ?? 1280) < 992;

/** The password of every seeded account (README). */
export const seededPassword = 'imprensa123';

/** axe's violations of the rules tagged `tags` on the page as it stands, one line each: what, how grave, where. */
async function violationsOf(page: Page, tags: string[]) {
  const results = await new AxeBuilder({ page })
    .withTags(tags)
    // axe in the page itself. AxeBuilder's other way runs it per frame and then opens a blank page of its own to
    // merge the frames' results: the same violations on the site's pages (none has a frame), in twice the time.
    .setLegacyMode()
    // Only the violations are read: axe then skips detailing every node that passes, a third of its time.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((violation) => ({
    impact: violation.impact,
    line: `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  }));
}

/**
 * axe on the page as it stands: no serious or critical WCAG 2.1 A/AA violation. For what a journey reaches and the
 * walk of every screen (accessibility.spec.ts, stricter) does not: a screen filled in, in a later state of its
 * workflow, or one only a link in a mail opens. A screen the walk scans as it stands here needs no second scan.
 */
export async function expectNoGraveViolations(page: Page) {
  const found = await violationsOf(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const grave = found.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(grave.map(({ line }) => line)).toEqual([]);
}

/**
 * The rules every screen is held to (accessibility.spec.ts): WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe tags
 * each rule with the version that brought it; 2.2 added AA rules only) and axe's best practices.
 */
const axeRules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Every violation of `axeRules` on the page as it stands, of any impact: one line each. */
export const axeViolations = async (page: Page) =>
  (await violationsOf(page, axeRules)).map(({ line }) => line);

/** On the provider's sign-in page (where a signed-in page sent the browser): the form filled and sent. */
export async function signInAtProvider(page: Page, email: string, password = seededPassword) {
  // Three hops (the page, /login, the provider's authorisation): on a busy CI machine they have taken over 5 s.
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Entrar na Sala de Imprensa' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Waits until the page's carousels are react-slick. Carousel.tsx first draws the slides in view itself (marked
 * `data-first-view`) and swaps in react-slick once the page is idle: an element found before the swap is gone after
 * it, so a test that measures or focuses carousel content waits for it first.
 */
export async function untilSlidersLoaded(page: Page) {
  await expect(page.locator('.media-carousel').first()).toBeAttached();
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
}

/** What the app keeps of the signed-in user (`user-data` in local storage), or null. */
export const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user-data') ?? 'null') as unknown);
