/**
 * The local mailbox pages: the outbox listed newest first and one message shown with everything escaped, only when
 * no SMTP server is configured.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { enqueueMail } from '../../server/mail/outbox';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

const zipLink = 'http://newsroom.test/api/cart/7/arquivos.zip?token=a&b=1';

describe.each(testDatabases)('local mailbox on $name', (target) => {
  let t: TestApp;
  let olderId = 0;
  let newerId = 0;

  beforeAll(async () => {
    // The test reads the queue as it is: no sender empties it meanwhile.
    t = await startTestApp(target, { sendQueuedMail: false });
    olderId = await enqueueMail(t.database.db, 'cart-download', {
      to: 'ana@exemplo.com.br',
      subject: 'Seus arquivos estão prontos',
      text: 'Olá, Ana!\nBaixe: ' + zipLink,
      html: `<p>Olá, Ana! <a href="${zipLink}">Baixar o pacote</a></p>`,
    });
    newerId = await enqueueMail(t.database.db, 'cart-download', {
      to: 'mallory@exemplo.com',
      subject: 'Oi <script>alert("x")</script>',
      text: 'Texto com <b>tags</b> & "aspas"',
    });
    await t.database.db
      .update(mailOutbox)
      .set({ createdAt: new Date(testNow.getTime() - 60_000), sentAt: testNow, attempts: 1 })
      .where(eq(mailOutbox.id, olderId));
    await t.database.db
      .update(mailOutbox)
      .set({ createdAt: testNow, attempts: 2, lastError: 'connect ECONNREFUSED <smtp>' })
      .where(eq(mailOutbox.id, newerId));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the queued messages newest first, with their status, on a page of its own', async () => {
    const response = await t.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Caixa de correio local</title>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<th scope="col">Situação</th>');
    const newer = html.indexOf(`href="/dev/mailbox/${newerId}"`);
    const older = html.indexOf(`href="/dev/mailbox/${olderId}"`);
    expect(newer).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(newer);
    expect(html).toContain('Oi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('<td>ana@exemplo.com.br</td>');
    expect(html).toContain('<td>cart-download</td>');
    expect(html).toContain('<td>Enviada</td>');
    expect(html).toContain('<td>Pendente (2 tentativas)</td>');
  });

  it('shows a message: headers, text, and its HTML in a sandboxed frame whose links open in a new tab', async () => {
    const response = await t.app.inject({ url: `/dev/mailbox/${olderId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<title>Seus arquivos estão prontos · Caixa de correio local</title>');
    expect(html).toContain('<dt>De</dt><dd>Aurora Imprensa &lt;imprensa@aurora.test&gt;</dd>');
    expect(html).toContain('<dt>Para</dt><dd>ana@exemplo.com.br</dd>');
    expect(html).toContain(`<pre>Olá, Ana!\nBaixe: ${zipLink.replace('&', '&amp;')}</pre>`);
    const frame =
      /<iframe title="Versão HTML da mensagem" sandbox="([^"]*)" srcdoc="([^"]*)"><\/iframe>/i.exec(html);
    expect(frame?.[1]).toBe('allow-popups allow-popups-to-escape-sandbox');
    // The attribute holds the message's document escaped; unescaped, it is the message with its link intact.
    const document = frame![2]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(document).toContain('<base target="_blank">');
    expect(document).toContain(`<p>Olá, Ana! <a href="${zipLink}">Baixar o pacote</a></p>`);
  });

  it('shows a subject with markup as text, and says why the last try failed', async () => {
    const response = await t.app.inject({ url: `/dev/mailbox/${newerId}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<h1>Oi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</h1>');
    expect(html).toContain('<pre>Texto com &lt;b&gt;tags&lt;/b&gt; &amp; &quot;aspas&quot;</pre>');
    expect(html).toContain('<dt>Último erro</dt><dd>connect ECONNREFUSED &lt;smtp&gt;</dd>');
    expect(html).toContain('Esta mensagem não tem versão HTML.');
    expect(html).not.toContain('<iframe');
  });

  it.each(['999999', 'abc', '0', '1.5', '99999999999'])('answers 404 for the message %s', async (id) => {
    const response = await t.app.inject({ url: `/dev/mailbox/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>Página não encontrada</h1>');
  });
});

describe.each(testDatabases)('local mailbox with an SMTP server configured on $name', (target) => {
  let t: TestApp;
  let id = 0;
  beforeAll(async () => {
    t = await startTestApp(target, {
      sendQueuedMail: false,
      settings: { smtpUrl: 'smtp://smtp.aurora.test:587' },
    });
    id = await enqueueMail(t.database.db, 'cart-download', {
      to: 'ana@exemplo.com.br',
      subject: 'Seus arquivos estão prontos',
      text: 'Olá',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/dev/mailbox', '/dev/mailbox/ID'])(
    'answers 404 at %s: real recipients are not shown',
    async (url) => {
      const response = await t.app.inject({ url: url.replace('ID', String(id)) });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('ana@exemplo.com.br');
    },
  );
});
