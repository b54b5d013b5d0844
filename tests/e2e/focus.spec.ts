/**
 * Keyboard users must see where they are: the focus ring is at least 2 px wide and has a contrast of at least 3:1
 * against the ground it sits on (WCAG 2.2, 1.4.11), on the white pages as on the night-blue header and footer, on
 * every kind of control and in every state a field has (invalid, read-only), and no container cuts it off. axe does
 * not check this.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, isPhone, signInAtProvider, untilSlidersLoaded } from './fixtures';
import { signedIn } from './loanSteps';

/**
 * The focus ring drawn for `target`, on the element itself or on its ::after overlay: its colour and width, the
 * grounds it touches (the nearest opaque background around it, and the control's own when the ring lies on it), and
 * the container that cuts it off, if one does. A ring may bring its own ground, a halo (a box-shadow that fills the
 * space from the control to 2 px past the ring): it then lies on that halo alone, whatever is behind. A ring laid
 * over a picture (a photo, a video's poster) has no colour it could be measured against: it needs a halo.
 */
interface FocusRing {
  colour: string;
  width: number;
  grounds: string[];
  overPicture: boolean;
  clippedBy: string | null;
  byKeyboard: boolean;
}

async function focusRing(target: Locator): Promise<FocusRing | null> {
  return target.evaluate((element) => {
    const opaque = (colour: string) =>
      /^rgba?\(/.test(colour) && Number(colour.match(/[\d.]+/g)?.[3] ?? 1) === 1;
    /** The colour of an opaque box-shadow without blur or shift reaching `reach` px around the box, if any. */
    const haloOf = (shadows: string, reach: number) => {
      for (const shadow of shadows.split(/,(?![^(]*\))/)) {
        const colour = shadow.match(/rgba?\([^)]*\)/)?.[0];
        const [x, y, blur, spread] = (shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? []).map(
          parseFloat,
        );
        if (colour && opaque(colour) && !x && !y && !blur && (spread ?? 0) >= reach) return colour;
      }
      return null;
    };
    /**
     * Whether what lies under the ring (`reach` px out from the control, on any of its four sides) is a picture
     * (an image, a video, a background image) before any plain opaque colour.
     */
    const liesOverPicture = (reach: number) => {
      const box = element.getBoundingClientRect();
      const [midX, midY] = [box.left + box.width / 2, box.top + box.height / 2];
      const sides = [
        [box.left - reach, midY],
        [box.right + reach, midY],
        [midX, box.top - reach],
        [midX, box.bottom + reach],
      ] as const;
      return sides.some(([x, y]) => {
        for (const under of document.elementsFromPoint(x, y)) {
          if (under === element || element.contains(under)) continue;
          const look = getComputedStyle(under);
          if (/^(IMG|VIDEO|CANVAS|PICTURE)$/.test(under.tagName) || look.backgroundImage.includes('url('))
            return true;
          if (opaque(look.backgroundColor)) return false;
        }
        return false;
      });
    };
    /** The first opaque background from `node` outwards; the browser's canvas is white. */
    const groundFrom = (node: Element | null) => {
      for (let at = node; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (opaque(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    for (const pseudo of [null, '::after']) {
      const style = getComputedStyle(element, pseudo);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle === 'none' || !(width > 0)) continue;
      const offset = parseFloat(style.outlineOffset) || 0;
      const halo = haloOf(style.boxShadow, offset + width + 2);
      // Clear of the control (a positive offset), the ring lies on what surrounds the control; else on the control.
      const grounds = halo ? [halo] : [groundFrom(element.parentElement)];
      if (!halo && offset <= 0) grounds.push(groundFrom(element));
      let clippedBy: string | null = null;
      if (pseudo === null) {
        const reach = offset + width;
        const box = element.getBoundingClientRect();
        for (
          let at = element.parentElement;
          at && at !== document.body && !clippedBy;
          at = at.parentElement
        ) {
          const { overflowX, overflowY } = getComputedStyle(at);
          const frame = at.getBoundingClientRect();
          const [left, top] = [frame.left + at.clientLeft, frame.top + at.clientTop];
          const cutAcross =
            overflowX !== 'visible' &&
            (box.left - reach < left - 0.5 || box.right + reach > left + at.clientWidth + 0.5);
          const cutDown =
            overflowY !== 'visible' &&
            (box.top - reach < top - 0.5 || box.bottom + reach > top + at.clientHeight + 0.5);
          if (cutAcross || cutDown) clippedBy = `${at.tagName.toLowerCase()}.${[...at.classList].join('.')}`;
        }
      }
      return {
        colour: style.outlineColor,
        width,
        grounds,
        overPicture: !halo && liesOverPicture(offset + width / 2),
        clippedBy,
        byKeyboard: element.matches(':focus-visible'),
      };
    }
    return null;
  });
}

function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** `colour` as it shows over the opaque `ground`: a see-through ring takes on what is behind it. */
function over(colour: string, ground: string): string {
  const [r, g, b, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const behind = (ground.match(/[\d.]+/g) ?? []).map(Number);
  const mix = (part: number | undefined, index: number) =>
    alpha * (part ?? 0) + (1 - alpha) * (behind[index] ?? 0);
  return `rgb(${mix(r, 0)}, ${mix(g, 1)}, ${mix(b, 2)})`;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Focuses `target` as the keyboard would (a key pressed first, so the browser shows the focus as keyboard focus,
 * :focus-visible) and expects a ring of 2 px or more at 3:1 or more against every ground it touches, whole. Soft
 * expectations: one run names every control that falls short.
 */
async function expectVisibleRing(page: Page, name: string, target: Locator) {
  await page.keyboard.press('Shift');
  await target.focus();
  const ring = await focusRing(target);
  expect.soft(ring, `${name} has a focus ring`).not.toBeNull();
  if (!ring) return;
  expect.soft(ring.byKeyboard, `${name} shows keyboard focus`).toBe(true);
  expect.soft(ring.width, `${name}: ring width`).toBeGreaterThanOrEqual(2);
  expect.soft(ring.overPicture, `${name}: ring over a picture, with no halo of its own`).toBe(false);
  for (const ground of ring.grounds)
    expect
      .soft(contrast(over(ring.colour, ground), ground), `${name}: ring ${ring.colour} on ${ground}`)
      .toBeGreaterThanOrEqual(3);
  expect.soft(ring.clippedBy, `${name}: ring cut off by`).toBeNull();
}

test('the keyboard focus ring stands out on light and dark grounds', async ({
  page,
  consoleErrors,
  viewport,
}) => {
  // Instant transitions: the phone's panels have stopped sliding when a ring is measured.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Notícias', exact: true }).first()).toBeVisible();
  await untilSlidersLoaded(page);
  await expectVisibleRing(page, 'header menu button', page.getByRole('button', { name: 'Abrir menu' }));
  await expectVisibleRing(page, 'news card', page.locator('.home-card__link').first());
  // The carousels' arrows (the banner's over its pictures, hidden on a phone; the cars' beside them) and the
  // banner's dots over its pictures; a video's play button over its poster, which may be light.
  if (!isPhone(viewport?.width)) {
    await expectVisibleRing(page, 'banner arrow', page.locator('.home-banner .media-carousel__arrow--next'));
    await expectVisibleRing(page, 'carousel arrow', page.locator('.home-cars .media-carousel__arrow--next'));
  }
  await expectVisibleRing(page, 'banner dot', page.locator('.home-banner .slick-dots button').nth(1));
  await expectVisibleRing(page, 'footer link', page.locator('.site-footer a').first());
  // Back home by keyboard: the new page's title takes the focus, and the home's (there for screen readers, the banner
  // says it) shows while it has it.
  await page.goto('/news');
  await page.keyboard.press('Shift');
  await page.getByRole('link', { name: 'Aurora Imprensa, página inicial' }).focus();
  await page.keyboard.press('Enter');
  const title = page.getByRole('heading', { level: 1, name: 'Sala de Imprensa Aurora Veículos do Brasil' });
  await expect(title).toBeFocused();
  await expectVisibleRing(page, 'home title reached by keyboard', title);
  // On a phone the contacts sit in a panel of their own, brought up as a visitor would.
  if (isPhone(viewport?.width)) await page.getByRole('tab', { name: 'Contatos' }).click();
  await expectVisibleRing(page, 'contact e-mail', page.locator('main a[href^="mailto:"]').first());
  // A video's play button over its poster, which may be light: on the seeded launch album, whose video stays put
  // (the home's latest items change as other journeys publish photos).
  await page.goto('/media-gallery/album/1');
  await expectVisibleRing(page, 'video play button', page.locator('main .media-video__play').first());
  expect(consoleErrors).toEqual([]);
});

test('every kind of control shows its keyboard focus ring, invalid and read-only fields too', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // Instant transitions: the dialog has stopped moving in when its close button's ring is measured.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  page.on('dialog', (dialog) => void dialog.accept());

  // The newsletter sent empty: 'Nome' is marked; with the addresses typed, the terms' box is.
  await page.goto('/newsletter');
  const send = page.getByRole('button', { name: 'Cadastrar' });
  await send.click();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveClass(/is-invalid/);
  await expectVisibleRing(page, 'invalid text field', page.getByLabel('Nome', { exact: true }));
  await expectVisibleRing(page, 'text field', page.getByLabel('Sobrenome'));
  await expectVisibleRing(page, 'checkbox', page.getByRole('checkbox'));
  await expectVisibleRing(page, 'button', send);
  await page.getByLabel('Nome', { exact: true }).fill('Ana');
  await page.getByLabel('Sobrenome').fill('Leitora');
  await page.getByLabel('E-mail', { exact: true }).fill('ana@jornal.test');
  await page.getByLabel('Confirme o e-mail').fill('ana@jornal.test');
  await send.click();
  await expect(page.getByRole('checkbox')).toHaveClass(/is-invalid/);
  await expectVisibleRing(page, 'invalid checkbox', page.getByRole('checkbox'));

  // The loan request: the driver's radios, a CPF refused, the CPF filled from records (read-only), the models'
  // lists, the description, and the terms' dialog with its close button.
  // The embedded provider's sign-in form, a page of the server's own.
  await page.goto('/solicita-comodato');
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 15_000 });
  await expectVisibleRing(page, 'sign-in e-mail field', page.getByLabel('E-mail'));
  await expectVisibleRing(page, 'sign-in password field', page.getByLabel('Senha'));
  await expectVisibleRing(page, 'sign-in button', page.getByRole('button', { name: 'Entrar' }));
  await signInAtProvider(page, 'jornalista@imprensa.test');
  await page.getByRole('radio', { name: 'Outro condutor' }).check();
  await expectVisibleRing(page, 'radio', page.getByRole('radio', { name: 'Outro condutor' }));
  const cpf = page.getByLabel('CPF');
  await cpf.pressSequentially('12345678900');
  await expect(cpf).toHaveClass(/is-invalid/);
  await expectVisibleRing(page, 'invalid CPF', cpf);
  await page.getByRole('radio', { name: 'Eu' }).check();
  await expect(cpf).toHaveAttribute('readonly');
  await expectVisibleRing(page, 'read-only CPF', cpf);
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await page.getByLabel('Opção 1').selectOption({ index: 1 });
  await expectVisibleRing(page, 'select', page.getByLabel('Opção 1'));
  await page.getByLabel('Opção 2').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expectVisibleRing(page, 'textarea', page.getByLabel('Pauta'));
  await page.getByRole('button', { name: 'Visualizar' }).click();
  const terms = page.getByRole('dialog', { name: 'Política de Privacidade' });
  await expectVisibleRing(page, 'dialog close button', terms.locator('.btn-close'));
  await terms.locator('.btn-close').click();

  // Signed in, the home page greets on the night-blue band under the header.
  await page.goto('/home');
  await expectVisibleRing(page, 'welcome link', page.getByRole('link', { name: 'Acessar área logada' }));

  // The news editor: the areas' tabs, its fields, the text's toolbar and writing area, the uploader's picker.
  const errors: string[] = [];
  const editor = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/noticias/nova', errors);
  const desk = editor.page;
  const areas = desk.getByRole('navigation', { name: 'Áreas da Redação' });
  await expectVisibleRing(desk, 'current tab', areas.getByRole('link', { name: 'Notícias' }));
  await expectVisibleRing(desk, 'last tab', areas.getByRole('link').last());
  await expectVisibleRing(desk, 'title field', desk.getByRole('textbox', { name: 'Título', exact: true }));
  const toolbar = desk.getByRole('toolbar', { name: 'Formatação do texto' });
  await expectVisibleRing(desk, 'toolbar button', toolbar.getByRole('button', { name: 'Negrito' }));
  await expectVisibleRing(desk, 'writing area', desk.locator('.ProseMirror'));
  await expectVisibleRing(desk, 'file picker', desk.locator('.uppy-Dashboard-browse').first());
  // A photo sent: the uploader's '+' (more files) and 'Concluído'.
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#7a2e1c' } })
    .jpeg()
    .toBuffer();
  await desk
    .locator('.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'anel-de-foco.jpg', mimeType: 'image/jpeg', buffer: photo });
  const done = desk.getByRole('button', { name: 'Concluído' });
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expectVisibleRing(desk, "uploader's 'Concluído'", done);
  await expectVisibleRing(
    desk,
    "uploader's '+'",
    desk.getByRole('button', { name: 'Adicionar mais arquivos' }),
  );
  await editor.close();
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the cookie notice never covers what has the keyboard focus (WCAG 2.4.11)', async ({
  page,
  consoleErrors,
}) => {
  // Instant scrolling, so positions can be read right after focus moves.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(notice).toBeVisible();
  await untilSlidersLoaded(page);
  await page.keyboard.press('Tab');

  for (const [name, target] of [
    ['news card', page.locator('.home-card__link').nth(2)],
    ['footer link', page.locator('.site-footer a').first()],
    ['last footer link', page.locator('.site-footer a').last()],
  ] as const) {
    // Scroll so the element sits behind the notice, where tabbing down the page meets it, then focus it.
    await target.evaluate((element) => {
      window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 24));
      (element as HTMLElement).focus();
    });
    const [focused, cover] = [await target.boundingBox(), await notice.boundingBox()];
    expect(focused && cover && focused.y + focused.height <= cover.y, `${name} is clear of the notice`).toBe(
      true,
    );
  }
  expect(consoleErrors).toEqual([]);
});

test('a download list opened just above the cookie notice is scrolled clear of it', async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/media-gallery');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(notice).toBeVisible();
  const download = page.getByRole('button', { name: /^Baixar: / }).first();
  await expect(download).toBeVisible();
  // 'Baixar' just above the notice's top edge, where a visitor scrolling the gallery meets it.
  const cover = (await notice.boundingBox())!;
  await download.evaluate((button, noticeTop) => {
    window.scrollBy(0, button.getBoundingClientRect().bottom - (noticeTop - 8));
  }, cover.y);

  await download.click();

  const sizes = page.locator(`#${await download.getAttribute('aria-controls')}`);
  await expect(sizes).toBeVisible();
  const list = (await sizes.boundingBox())!;
  const noticeNow = (await notice.boundingBox())!;
  expect(list.y + list.height, 'the whole list is above the notice').toBeLessThanOrEqual(noticeNow.y);
  expect(list.y, 'and below the top of the window').toBeGreaterThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});

test("the sticky header and an editor's action bar never cover what has the keyboard focus (WCAG 2.4.11)", async ({
  browser,
  baseURL,
  viewport,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const editor = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/noticias/nova', errors);
  const desk = editor.page;
  await desk.setViewportSize(viewport!);
  // Instant scrolling, so positions can be read right after focus moves.
  await desk.emulateMedia({ reducedMotion: 'reduce' });
  await expect(desk.getByRole('textbox', { name: 'Título', exact: true })).toBeVisible();
  const bar = desk.locator('.editorial-editor__bar');
  await expect(bar).toBeVisible();

  /**
   * Where the focus is, and whether the header or the bar (standing over the page) hides any of it: a control that
   * fits between the two is wholly shown, a taller one (the writing area) shows its top. Controls in the header or
   * the bar, or fixed over everything (the skip link), are not under them.
   */
  const focusedAndCovered = () =>
    desk.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      const header = document.querySelector('.site-header')!;
      const actions = document.querySelector('.editorial-editor__bar')!;
      const said =
        (focused as HTMLInputElement).labels?.[0]?.textContent ??
        focused.getAttribute('aria-label') ??
        focused.textContent ??
        '';
      const name = `${focused.tagName.toLowerCase()} "${said.trim().slice(0, 40)}"`;
      const box = focused.getBoundingClientRect();
      if (
        header.contains(focused) ||
        actions.contains(focused) ||
        getComputedStyle(focused).position === 'fixed' ||
        box.height === 0
      )
        return { name, covered: null };
      const [top, bottom] = [header.getBoundingClientRect().bottom, actions.getBoundingClientRect().top];
      const fits = box.height <= bottom - top;
      const covered: string[] = [];
      if (box.top < top - 0.5) covered.push(`header (top ${box.top} above ${top})`);
      if ((fits ? box.bottom : box.top + 24) > bottom + 0.5)
        covered.push(`action bar (bottom ${box.bottom} below ${bottom})`);
      return { name, covered: covered.length ? covered.join(', ') : null };
    });

  // Down the form with Tab to its action bar, then back up with Shift+Tab to the title: each control in view.
  const walk = async (key: 'Tab' | 'Shift+Tab', until: Locator) => {
    const seen: string[] = [];
    for (let step = 0; step < 150; step += 1) {
      await desk.keyboard.press(key);
      const at = await focusedAndCovered();
      if (at) {
        seen.push(at.name);
        expect.soft(at.covered, `${key} to ${at.name}: covered by`).toBeNull();
      }
      if (await until.evaluate((element) => element === document.activeElement)) return seen;
    }
    throw new Error(`${key} never reached its end; went through ${seen.join(', ')}`);
  };
  await desk.getByRole('textbox', { name: 'Título', exact: true }).focus();
  const forward = await walk('Tab', bar.getByRole('button').first());
  expect(forward.length, 'the form has many controls to go through').toBeGreaterThan(10);
  await walk('Shift+Tab', desk.getByRole('textbox', { name: 'Título', exact: true }));
  await editor.close();
  expect(errors).toEqual([]);
});

test('the photo viewer keeps the keyboard among its controls and Escape takes it back to its Ampliar', async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/media-gallery');
  const enlarge = page.getByRole('button', { name: /^Ampliar:/ }).first();
  const title = (await enlarge.getAttribute('aria-label'))!.replace(/^Ampliar: /, '');
  await enlarge.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Visualizador de fotos' });
  await expect(viewer).toHaveAttribute('aria-modal', 'true');
  // It opens on its first control, and says the photo shown once, with where it stands, not its neighbours.
  const controls = [`Baixar: ${title}`, `Favoritar: ${title}`, 'Fechar', 'Foto anterior', 'Próxima foto'];
  const control = (name: string) => viewer.getByRole('button', { name, exact: true });
  await expect(control(controls[0]!)).toBeFocused();
  await expect(page.locator('[data-announcer]')).toHaveAttribute(
    'data-said-polite',
    new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* \\d+ de \\d+\\.$`),
  );
  await expect(viewer.locator('[aria-live="polite"]')).toHaveCount(0);

  // Round its controls both ways, never to the page behind or its <body>.
  for (const name of [...controls.slice(1), controls[0]!]) {
    await page.keyboard.press('Tab');
    await expect(control(name)).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(control('Próxima foto')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(enlarge).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
