/**
 * Bad input to `POST pdf/chrome/url` (anyone: it prints a page of our own site with Chromium and stores the file).
 * Generated requests, each spoiled in one way (addresses of other hosts and schemes, paths that are not pages or
 * climb out, look-alike hosts, text too long or unstorable, wrong types, unknown fields), are refused with a 4xx in
 * Portuguese before anything is rendered: no file is written and the database is as it was.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pdfMessages } from '../../../server/pdf/pdfMessages';
import { testDatabases } from '../databases';
import { testPublicUrl } from '../testApp';
import { badBody, notAnObject, type BodyRules } from './arbitraries';
import {
  databaseState,
  describeBody,
  expectRefusedInPortuguese,
  postJson,
  runs,
  badInputApp,
} from './harness';

const base = { url: '/home', inlinePdf: true, fileName: 'inicio.pdf' };

/** Addresses the service must never print: what an attacker would try to make the server fetch or render. */
const notOurPage = fc.oneof(
  // ('/../../etc/passwd' is not among them: the URL parser resolves it to our own '/etc/passwd', a page that does
  // not exist, which prints as the site's not-found page.)
  fc.constantFrom(
    '',
    '   ',
    'home',
    'news/1',
    'https://evil.test/home',
    '//evil.test/home',
    '/\\evil.test/home',
    'http://newsroom.test@evil.test/home',
    'http://evil@newsroom.test/home',
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:5432/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://newsroom.test/home',
    '/api/users',
    '/API/login?authorization=x',
    '/%61pi/users',
    '/media/images/x.jpg',
    '/oidc/auth',
    '/assets/index.js',
    '/news/..%2f..%2fapi',
    '/news//1',
    '/news/%00',
    '/news/%0d%0aSet-Cookie:x',
    '/news/%E0%A4%A',
    'http://[::1]/home',
  ),
  // Look-alike hosts: Cyrillic 'о's, a right-to-left mark. (A zero-width space is not one: the URL parser drops it,
  // and the address is then ours.)
  fc.constantFrom(
    'http://newsrооm.test/home',
    'http://newsroom.test\u202e/home',
    'http://newsroom.tеst/home',
  ),
  fc.webUrl().filter((url) => !url.startsWith(testPublicUrl)),
);

const rules: BodyRules = {
  url: { kinds: ['string'], required: true, maxLength: 2000, text: true, bad: notOurPage },
  inlinePdf: { kinds: ['boolean'], required: false },
  fileName: { kinds: ['string'], required: false, maxLength: 200, text: true },
};

describe.each(testDatabases)('bad input to the PDF service on $name', (target) => {
  const { t, db } = badInputApp(target);
  const pdfFiles = async () =>
    (await readdir(path.join(t().dataDir, 'pdf'), { recursive: true }).catch(() => [])).sort().join('\n');

  it(
    'POST pdf/chrome/url refuses every spoiled request in Portuguese and renders nothing',
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(badBody(base, rules), notAnObject), async ({ how, field, body }) => {
          const before = { rows: await databaseState(db()), files: await pdfFiles() };
          const response = await postJson(t(), '/api/pdf/chrome/url', body);
          expectRefusedInPortuguese(response, `${how} (${field}): ${describeBody(body)}`);
          expect(await databaseState(db()), `${how} (${field}) changed the database`).toBe(before.rows);
          expect(await pdfFiles(), `${how} (${field}) wrote a file`).toBe(before.files);
        }),
        { numRuns: runs.perProperty },
      );
    },
  );

  // The unspoiled request gets past every check: here, where the app is not listening, it stops at the renderer's
  // address with the service's own 503, so the refusals above were for their spoiling.
  it('lets the unspoiled request through to the renderer', async () => {
    const response = await postJson(t(), '/api/pdf/chrome/url', base);
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json().message).toBe(pdfMessages.unavailable);
  });
});
