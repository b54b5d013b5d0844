import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loopbackAddress } from '../../server/pdf/pdfRoutes';
import { pageToPrint, pdfAddressMessages, pdfFileName } from '../../server/pdf/pdfAddress';
import { pdfMessages } from '../../server/pdf/pdfMessages';
import { createPdfService } from '../../server/pdf/pdfService';
import { folderStore } from '../../server/storage/folderStore';
import { createNews } from './builders';
import { embeddedDatabase } from './databases';
import { buildApp } from '../../server/app';
import { hasPoppler, readPdf } from './pdfReaders';
import { eventually, startTestApp, testPublicUrl, testSettings, type TestApp } from './testApp';

const own = [testPublicUrl, 'http://localhost:3202'];

describe('which pages may be printed', () => {
  it.each([
    ['http://newsroom.test/news/1/pdf', '/news/1/pdf'],
    ['/news/1/pdf', '/news/1/pdf'],
    ['http://newsroom.test/cars/version/2/3/pdf?token=abc#topo', '/cars/version/2/3/pdf?token=abc'],
    ['HTTP://NEWSROOM.TEST/News/1/PDF', '/News/1/PDF'],
    ['http://localhost:3202/company/2/5', '/company/2/5'],
    ['  http://newsroom.test/termos-legais  ', '/termos-legais'],
  ])('accepts %s', (url, pathAndQuery) => {
    expect(pageToPrint(url, own).pathAndQuery).toBe(pathAndQuery);
  });

  it('reuses one key whatever the case of the path', () => {
    expect(pageToPrint('HTTP://NEWSROOM.TEST/News/1/PDF', own).key).toBe(pageToPrint('/news/1/pdf', own).key);
    expect(pageToPrint('/news/1/pdf?token=A', own).key).not.toBe(pageToPrint('/news/1/pdf?token=a', own).key);
  });

  const foreign = [
    'http://evil.test/news/1/pdf',
    'https://newsroom.test/news/1/pdf', // another scheme is another origin
    'http://newsroom.test:8080/news/1/pdf',
    'http://newsroom.test.evil.test/news/1/pdf',
    'http://newsroom.test@evil.test/news/1/pdf',
    'http://evil.test@newsroom.test/news/1/pdf',
    'http://user:senha@newsroom.test/news/1/pdf',
    '//evil.test/news/1/pdf',
    'http://127.0.0.1/news/1/pdf',
    'http://127.0.0.1:3202/news/1/pdf',
    'http://localhost/news/1/pdf',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:3202/news/1/pdf',
    'http://10.0.0.1/news/1/pdf',
    'http://2130706433/news/1/pdf',
    'http://0x7f000001/news/1/pdf',
  ];
  it.each(foreign)('refuses another host: %s', (url) => {
    expect(() => pageToPrint(url, own)).toThrow(pdfAddressMessages.foreign);
  });

  const invalid = [
    'file:///etc/passwd',
    'data:text/html,<h1>oi</h1>',
    'javascript:alert(1)',
    'ftp://newsroom.test/news/1/pdf',
    'ws://newsroom.test/news/1/pdf',
    'news/1/pdf',
    'http://',
    '/news/%E0%A4%A/pdf',
  ];
  it.each(invalid)('refuses what is not an http address of a page: %s', (url) => {
    expect(() => pageToPrint(url, own)).toThrow(pdfAddressMessages.invalid);
  });

  const notPages = [
    '/api/health',
    '/API/health',
    'http://newsroom.test/api/pdf/chrome/url',
    '/%61pi/health',
    '/media/images/foto.jpg',
    '/oidc/auth',
    '/assets/index.js',
    '/news/../api/health',
    '/news/%2e%2e/api/health',
    '/news/..%2fapi/health',
    '/news/1/%2e%2e%2f%2e%2e%2fapi',
    '/news//1',
    '/news/%5C..%5Capi',
    '/news/%00/pdf',
    '/nao-existe',
    // A news item's address takes one word after its id (its slug), never two.
    '/news/1/outra/coisa',
  ];
  it.each(notPages)('refuses a path that is not a page of the app: %s', (url) => {
    expect(() => pageToPrint(url, own)).toThrow(pdfAddressMessages.notAPage);
  });

  it('names the file from the request or from the page, in characters any system can save', () => {
    expect(pdfFileName('Notícia: T-Cross 2027!', '/news/1/pdf')).toBe('Noticia-T-Cross-2027.pdf');
    expect(pdfFileName(undefined, '/cars/version/2/3/pdf')).toBe('cars-version-2-3.pdf');
    expect(pdfFileName('../../etc/passwd', '/news/1/pdf')).toBe('etc-passwd.pdf');
    expect(pdfFileName('ficha.pdf', '/news/1/pdf')).toBe('ficha.pdf');
    expect(pdfFileName('   ', '/')).toBe('pagina.pdf');
  });

  it('finds its own loopback address from where the server listens', () => {
    const info = (address: string, family = 'IPv4'): AddressInfo => ({ address, family, port: 3202 });
    expect(loopbackAddress(info('0.0.0.0'))).toBe('http://127.0.0.1:3202');
    expect(loopbackAddress(info('::', 'IPv6'))).toBe('http://[::1]:3202');
    expect(loopbackAddress(info('127.0.0.1'))).toBe('http://127.0.0.1:3202');
    expect(loopbackAddress(info('10.1.2.3'))).toBe('http://10.1.2.3:3202');
    expect(loopbackAddress(null)).toBeNull();
  });
});

// Checks of input and of the missing browser do not depend on the database kind: PGlite only.
describe('POST /api/pdf/chrome/url without a browser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(embeddedDatabase, { settings: { chromePath: '/nao/existe/chromium' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses foreign and unsafe addresses with a 400 in Portuguese', async () => {
    for (const url of [
      'http://evil.test/news/1/pdf',
      'http://newsroom.test@evil.test/news/1/pdf',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://169.254.169.254/latest/meta-data/',
      '/api/health',
      '/media/images/foto.jpg',
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/pdf/chrome/url', payload: { url } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/^(Só é possível|Endereço inválido|Este endereço não é)/);
    }
  });

  it('says which field is wrong', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/pdf/chrome/url', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/url/);
  });

  it('answers 503 and points to the browser print when there is no Chromium at CHROME_PATH', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/chrome/url',
      payload: { url: `${testPublicUrl}/news/1/pdf`, inlinePdf: true, fileName: 'noticia' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(pdfMessages.unavailable);

    // Every time, and the server answers everything else meanwhile.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/chrome/url',
      payload: { url: `${testPublicUrl}/news/2/pdf` },
    });
    expect(again.statusCode).toBe(503);
    expect(again.json().message).toBe(pdfMessages.unavailable);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 too when the file at CHROME_PATH is there but is no Chromium that starts', async () => {
    // /bin/false exists and runs, and exits at once: the launch fails, as with a broken or half-installed browser.
    const service = createPdfService({
      chromePath: '/bin/false',
      files: folderStore(await mkdtemp(path.join(os.tmpdir(), 'pdf-no-chromium-'))),
      publicOrigin: testPublicUrl,
    });
    try {
      for (const page of ['/news/1/pdf', '/news/2/pdf']) {
        await expect(service.print(pageToPrint(page, own), 0, 'http://127.0.0.1:9')).rejects.toMatchObject({
          statusCode: 503,
          message: pdfMessages.unavailable,
        });
      }
    } finally {
      await service.close();
    }
  });

  it('answers an unknown file with a JSON 404 and a malformed address with a 400', async () => {
    const missing = await t.app.inject({ url: `/api/pdf/files/${'a'.repeat(32)}/noticia.pdf` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404 });
    const malformed = await t.app.inject({ url: '/api/pdf/files/..%2f..%2fdb/x.pdf' });
    expect(malformed.statusCode).toBe(400);
  });
});

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';

/** A tiny "app": every route answers index.html, whose script fills the page from the API and says it is ready. */
async function webDirWithPrintablePage(): Promise<string> {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-pdf-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    `<!doctype html>
<html lang="pt-BR">
  <head><meta charset="UTF-8" /><title>Aurora Imprensa</title></head>
  <body><h1>Notícia para imprimir</h1><p id="estado">carregando</p><script src="/assets/page.js"></script></body>
</html>`,
  );
  // The content security policy allows no inline script: the page's script is a file, as in the real build.
  await writeFile(
    path.join(webDir, 'assets', 'page.js'),
    `const path = location.pathname + location.search;
if (path.includes('sumiu')) {
  history.replaceState(null, '', '/home'); // what the app does for an unknown id
} else if (path.includes('apagada')) {
  document.documentElement.dataset.pdfReady = 'missing'; // what a content page says of a 404 when printed
} else if (!path.includes('lenta')) {
  fetch('/api/health')
    .then((response) => response.json())
    .then((health) => {
      document.getElementById('estado').textContent = 'API: ' + health.status;
      document.documentElement.dataset.pdfReady = 'true';
    });
}`,
  );
  return webDir;
}

describe('printing a page with the machine’s Chromium', () => {
  let t: TestApp;
  let serverAddress: string;
  let webDir = '';
  beforeAll(async () => {
    if (!existsSync(chrome)) return;
    t = await startTestApp(embeddedDatabase, {
      settings: { webDir: (webDir = await webDirWithPrintablePage()), chromePath: chrome },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    serverAddress = loopbackAddress(t.app.server.address())!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const print = (url: string, extra: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/pdf/chrome/url', payload: { url, inlinePdf: true, ...extra } });

  it.skipIf(!existsSync(chrome))(
    `prints the page to a stored PDF once, and reuses it while content is unchanged (needs Chromium at ${chrome})`,
    async () => {
      const first = await print(`${testPublicUrl}/news/1/pdf`, { fileName: 'Notícia 1' });
      expect(first.statusCode, first.body).toBe(200);
      const answer = first.json();
      expect(answer).toMatchObject({ name: 'Noticia-1.pdf', url: `${testPublicUrl}/news/1/pdf` });
      expect(answer.pdf).toMatch(/^\/api\/pdf\/files\/[0-9a-f]{32}\/Noticia-1\.pdf$/);

      const file = await t.app.inject({ url: answer.pdf });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('inline; filename="Noticia-1.pdf"');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file.rawPayload.toString('latin1')).toMatch(/\/Type\s*\/Page\b/);

      const stored = path.join(t.dataDir, 'pdf', `${answer.pdf.split('/')[4]}.pdf`);
      const before = await stat(stored);
      // The same page again (another case, another name): the stored file, not a new render.
      const startedAt = Date.now();
      const second = await print('/News/1/PDF', { fileName: 'outro nome', inlinePdf: false });
      expect(second.statusCode).toBe(200);
      expect(second.json().pdf).toBe(answer.pdf.replace('Noticia-1.pdf', 'outro-nome.pdf?download=1'));
      expect(Date.now() - startedAt).toBeLessThan(1000);
      expect((await stat(stored)).mtimeMs).toBe(before.mtimeMs);
      const download = await t.app.inject({ url: second.json().pdf });
      expect(download.statusCode, download.body).toBe(200);
      expect(download.headers['content-disposition']).toBe('attachment; filename="outro-nome.pdf"');
      expect(download.rawPayload.equals(await readFile(stored))).toBe(true);

      // Another process on the same database and files (a second machine, or this one restarted): the same file.
      const other = await buildApp({
        settings: testSettings(t.dataDir, { webDir, chromePath: chrome }),
        database: t.database,
        logger: false,
        sendQueuedMail: false,
      });
      try {
        await other.listen({ port: 0, host: '127.0.0.1' });
        const again = await other.inject({
          method: 'POST',
          url: '/api/pdf/chrome/url',
          payload: { url: `${testPublicUrl}/news/1/pdf`, inlinePdf: true, fileName: 'Notícia 1' },
        });
        expect(again.json().pdf).toBe(answer.pdf);
        expect((await stat(stored)).mtimeMs).toBe(before.mtimeMs);
      } finally {
        await other.close();
      }

      // Content changed (any content table NOTIFYs): the next request prints the page anew.
      await createNews(t.database.db);
      let third = '';
      await eventually(async () => {
        third = (await print(`${testPublicUrl}/news/1/pdf`, { fileName: 'Notícia 1' })).json().pdf;
        return third !== answer.pdf;
      }, 20_000);
      expect(third).toMatch(/^\/api\/pdf\/files\/[0-9a-f]{32}\/Noticia-1\.pdf$/);
    },
    60_000,
  );

  it.skipIf(!existsSync(chrome) || !hasPoppler)(
    `prints a tagged file with every font embedded, whose text extracts as words (needs Chromium at ${chrome} and poppler-utils)`,
    async () => {
      const printed = await print(`${testPublicUrl}/news/1/pdf?leitura=1`);
      expect(printed.statusCode, printed.body).toBe(200);
      const file = await t.app.inject({ url: printed.json().pdf });
      const reading = readPdf(file.rawPayload);
      expect(reading.tagged).toBe(true);
      expect(reading.fonts.length).toBeGreaterThan(0);
      expect(reading.fonts.filter((font) => !font.embedded)).toEqual([]);
      expect(reading.text).toContain('Notícia para imprimir');
    },
    30_000,
  );

  it.skipIf(!existsSync(chrome))(
    `answers 404 when the app leaves the page (an unknown or unpublished item) (needs Chromium at ${chrome})`,
    async () => {
      const response = await print(`${testPublicUrl}/news/999/pdf?caso=sumiu`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(pdfMessages.notFound);
    },
    30_000,
  );

  it.skipIf(!existsSync(chrome))(
    `answers 404 at once when the page says its item is missing (needs Chromium at ${chrome})`,
    async () => {
      const startedAt = Date.now();
      const response = await print(`${testPublicUrl}/news/998/pdf?caso=apagada`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(pdfMessages.notFound);
      // Well before the 15 s the renderer gives a page that never says it is ready.
      expect(Date.now() - startedAt).toBeLessThan(10_000);
    },
    30_000,
  );

  it.skipIf(!existsSync(chrome))(
    `prints a page asked for twice at once only once (needs Chromium at ${chrome})`,
    async () => {
      const printed: string[] = [];
      const service = createPdfService({
        chromePath: chrome,
        files: folderStore(path.join(t.dataDir, 'pdf-twice')),
        publicOrigin: testPublicUrl,
        log: { info: (message: unknown) => printed.push(String(message)), warn: () => {} },
      });
      try {
        const [one, other] = await Promise.all([
          service.print(pageToPrint('/news/3/pdf', own), 0, serverAddress),
          service.print(pageToPrint('/NEWS/3/pdf', own), 0, serverAddress),
        ]);
        expect(other).toEqual(one);
        expect(printed.filter((line) => line.includes('printed in'))).toHaveLength(1);
      } finally {
        await service.close();
      }
    },
    60_000,
  );

  it.skipIf(!existsSync(chrome))(
    `gives up on a page that never gets ready with a 504, and refuses more waiting renders than it keeps (needs Chromium at ${chrome})`,
    async () => {
      const service = createPdfService({
        chromePath: chrome,
        files: folderStore(path.join(t.dataDir, 'pdf-slow')),
        publicOrigin: testPublicUrl,
        renderTimeoutMs: 1500,
        readyWaitMs: 10_000,
        maxQueued: 1,
      });
      try {
        const slow = (n: number) =>
          service.print(pageToPrint(`/news/${n}/pdf?caso=lenta`, own), 0, serverAddress);
        const results = await Promise.allSettled([slow(1), slow(2), slow(3)]);
        const answers = results.map((result) =>
          result.status === 'rejected'
            ? (result.reason as { statusCode: number; message: string })
            : { statusCode: 200, message: '' },
        );
        // One renders and times out, one waits its turn (and times out too), one is turned away. Which is which
        // depends on which looks for its stored file first (three file-system checks run at once).
        expect(answers.map(({ statusCode, message }) => `${statusCode} ${message}`).sort()).toEqual([
          `503 ${pdfMessages.busy}`,
          `504 ${pdfMessages.timeout}`,
          `504 ${pdfMessages.timeout}`,
        ]);
      } finally {
        await service.close();
      }
    },
    60_000, // a first Chromium start on a busy machine takes seconds
  );
});
