/**
 * Following a subject: a signed-in journalist follows a car, a section page or a news category (401 signed out, 400
 * for a subject that is not on the site, nothing changed), lists and stops following; when news about it is
 * published, the digest job e-mails them once (at most one e-mail an hour, grouping what came out), with the news
 * links and a signed one-click way out (`List-Unsubscribe`, `List-Unsubscribe-Post`). Time is named, never waited
 * for: the app's clock is the test's, and the digest runs at the moments each test gives it.
 */
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowList } from '../../src/domain/followSchemas';
import { followMessages, type FollowSubject } from '../../src/domain/follows';
import { follows, mailOutbox, news, type NewsTextEnum } from '../../server/db/schema';
import { publishNews, unpublishNews } from '../../server/editorial/newsWrite';
import { followDigestJobKind, sendFollowDigests } from '../../server/follows/followDigest';
import { unsubscribeUrl } from '../../server/follows/unsubscribeLinks';
import { runDueJobs } from '../../server/jobs/jobWorker';
import { newsroomJobs } from '../../server/newsroomJobs';
import { createMailer, type MailMessage } from '../../server/mail/mailer';
import { linkSigner, loadLinkSecret } from '../../server/shared/linkSigning';
import type { FileStore } from '../../server/storage/fileStore';
import { createCar, createNews, createSectionPage, createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, testNow, testPublicUrl, testSite, type TestApp } from './testApp';

const minutes = (n: number) => new Date(testNow.getTime() + n * 60_000);
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const site = testSite;

describe.each(testDatabases)('following a subject on $name', (target) => {
  let t: TestApp;
  let editor: { id: number; token: string };
  const sent: MailMessage[] = [];
  const db = () => t.database.db;

  /** A journalist with a session: their id, e-mail and a way to call the API as them. */
  async function journalist() {
    const user = await createUser(db(), { role: 10 });
    const token = await createSignInSession(db(), user.id, { now: testNow });
    const as = (request: InjectOptions) =>
      t.inject({ ...request, headers: { ...request.headers, authorization: token } });
    const follow = (subject: FollowSubject) => as({ method: 'POST', url: '/api/follows', payload: subject });
    return { ...user, as, follow };
  }

  /** A draft about `about`, published by the press office at the app's clock (testNow) through its API. */
  async function publishedNews(title: string, about: { textEnum: NewsTextEnum; id: number }[]) {
    const draft = await createNews(db(), { title, published: false, previewToken: `p-${title}`, about });
    const response = await t.inject({
      method: 'POST',
      url: `/api/redacao/news/${draft.id}/publish`,
      headers: { authorization: editor.token },
      payload: { version: draft.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    return draft;
  }

  /** A draft published, or unpublished, at `now` through the editorial service (the API's clock is fixed). */
  async function moveAt(action: 'publish' | 'unpublish', newsId: number, now: Date) {
    const [row] = await db().select({ version: news.version }).from(news).where(eq(news.id, newsId));
    const move = action === 'publish' ? publishNews : unpublishNews;
    await move({ db: db(), actorId: editor.id, now }, newsId, row!.version);
  }

  const digestAt = (now: Date) => sendFollowDigests({ db: db(), site }, now);
  const mailsTo = (email: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.topic, 'follow-digest')))
      .orderBy(mailOutbox.id);
  const followCount = async (userId: number) =>
    (await db().select({ n: count() }).from(follows).where(eq(follows.userId, userId)))[0]!.n;
  const newsLink = (id: number) => `${testPublicUrl}/news/${id}`;

  beforeAll(async () => {
    // The app's own sender delivers the outbox, with the headers it makes for each kind of message.
    t = await startTestApp(target, { mailer: { send: async (message) => void sent.push(message) } });
    const user = await createUser(db(), { role: 0, name: 'Renata Redação' });
    editor = { id: user.id, token: await createSignInSession(db(), user.id, { now: testNow }) };
  });
  afterAll(async () => t?.close());

  describe('follow, list, stop following', () => {
    it('answers 401 without a session, and changes nothing', async () => {
      const before = (await db().select({ n: count() }).from(follows))[0]!.n;
      for (const request of [
        { method: 'GET', url: '/api/follows' },
        { method: 'POST', url: '/api/follows', payload: { textEnum: 'Carros', associationId: null } },
        { method: 'DELETE', url: '/api/follows?textEnum=Carros' },
      ] as const) {
        const response = await t.inject(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
        expect(response.json().message).toBe('Faça login para continuar.');
      }
      expect((await db().select({ n: count() }).from(follows))[0]!.n).toBe(before);
    });

    it('follows a car, a page and a category once each, with the time of consent, and lists them', async () => {
      const car = await createCar(db(), { title: 'Aurora Zênite' });
      const page = await createSectionPage(db(), 'emobility', 5, { title: 'Recarga' });
      const person = await journalist();

      const first = await person.follow({ textEnum: 'Carros', associationId: car.id });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      // Following again keeps the first consent.
      await person.follow({ textEnum: 'Carros', associationId: car.id });
      await person.follow({ textEnum: 'E-Mobilities', associationId: page.id });
      await person.follow({ textEnum: 'Empresa', associationId: null });

      const list = (await person.as({ url: '/api/follows' })).json<FollowList>();
      expect(list.follows).toEqual([
        {
          textEnum: 'Carros',
          associationId: car.id,
          title: 'Aurora Zênite',
          followedAt: testNow.toISOString(),
        },
        {
          textEnum: 'E-Mobilities',
          associationId: page.id,
          title: 'Recarga',
          followedAt: testNow.toISOString(),
        },
        { textEnum: 'Empresa', associationId: null, title: 'Empresa', followedAt: testNow.toISOString() },
      ]);
      const [stored] = await db().select().from(follows).where(eq(follows.userId, person.id)).limit(1);
      expect(stored!.followedAt).toEqual(testNow);

      // Another person's list is their own.
      const other = await journalist();
      expect((await other.as({ url: '/api/follows' })).json<FollowList>().follows).toEqual([]);
    });

    it('refuses a subject that is not on the site with 400 in Portuguese, and changes nothing', async () => {
      const draftCar = await createCar(db(), { published: false });
      await createSectionPage(db(), 'company', 7, { title: 'Fábricas' });
      await createSectionPage(db(), 'company', 8, { title: 'Taubaté', parentId: 7 });
      await createSectionPage(db(), 'company', 9, { published: false });
      const person = await journalist();
      const refusals: [unknown, string | RegExp][] = [
        [{ textEnum: 'Carros', associationId: 2_000_000_000 }, followMessages.carUnknown],
        [{ textEnum: 'Carros', associationId: draftCar.id }, followMessages.carUnknown],
        // A level-2 page: news are tagged with its level-1 page.
        [{ textEnum: 'Empresa', associationId: 8 }, followMessages.pageUnknown],
        [{ textEnum: 'Empresa', associationId: 9 }, followMessages.pageUnknown],
        // A page of another tree.
        [{ textEnum: 'Technologies', associationId: 7 }, followMessages.pageUnknown],
        [{ textEnum: 'Motos', associationId: null }, /^Parâmetro inválido no corpo da requisição/],
        [{ textEnum: 'Carros', associationId: 0 }, /^Parâmetro inválido no corpo da requisição/],
        [{ textEnum: 'Carros' }, /^Parâmetro inválido no corpo da requisição/],
      ];
      for (const [payload, message] of refusals) {
        const response = await person.as({ method: 'POST', url: '/api/follows', payload: payload as object });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toMatch(message);
      }
      const badDelete = await person.as({ method: 'DELETE', url: '/api/follows?textEnum=Motos' });
      expect(badDelete.statusCode).toBe(400);
      expect(badDelete.json().message).toMatch(/^Parâmetro inválido na consulta/);
      expect(await followCount(person.id)).toBe(0);
    });

    it('stops following one subject, a category included, and answers the list left', async () => {
      const car = await createCar(db());
      const person = await journalist();
      await person.follow({ textEnum: 'Carros', associationId: car.id });
      await person.follow({ textEnum: 'Carros', associationId: null });
      await person.follow({ textEnum: 'Technologies', associationId: null });

      const afterCar = await person.as({
        method: 'DELETE',
        url: `/api/follows?textEnum=Carros&associationId=${car.id}`,
      });
      expect(afterCar.statusCode, afterCar.body).toBe(200);
      expect(afterCar.json<FollowList>().follows.map((f) => [f.textEnum, f.associationId])).toEqual([
        ['Carros', null],
        ['Technologies', null],
      ]);
      const afterCategory = await person.as({ method: 'DELETE', url: '/api/follows?textEnum=Carros' });
      expect(afterCategory.json<FollowList>().follows.map((f) => f.textEnum)).toEqual(['Technologies']);
      // What one doesn't follow: nothing to do, no error.
      const again = await person.as({ method: 'DELETE', url: '/api/follows?textEnum=Carros' });
      expect(again.statusCode).toBe(200);
      expect(await followCount(person.id)).toBe(1);
    });
  });

  describe('the e-mails', () => {
    it('e-mails one message with the news link and both unsubscribe headers, from the recurring job', async () => {
      const car = await createCar(db(), { title: 'Aurora Tera' });
      const person = await journalist();
      await person.follow({ textEnum: 'Carros', associationId: car.id });
      const item = await publishedNews('Aurora Tera chega às lojas', [{ textEnum: 'Carros', id: car.id }]);

      const tasks = newsroomJobs({ db: db(), files: {} as FileStore, site, log: silent }).filter(
        (task) => task.kind === followDigestJobKind,
      );
      expect(tasks[0]?.everyMs).toBeGreaterThan(0);
      await runDueJobs({ db: db(), tasks, log: silent }, minutes(5));

      const mails = await mailsTo(person.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('Nova notícia: Aurora Tera chega às lojas');
      expect(mail!.text).toContain('Aurora Tera chega às lojas');
      expect(mail!.text).toContain(newsLink(item.id));
      expect(mail!.html).toContain(`href="${newsLink(item.id)}"`);

      const signer = linkSigner(await loadLinkSecret(db()));
      const link = unsubscribeUrl({ publicUrl: testPublicUrl, signer }, person.id);
      expect(link).toMatch(new RegExp(`^${testPublicUrl}/deixar-de-seguir/${person.id}\\?signature=`));
      expect(mail!.text).toContain(link);

      // As the app's sender hands it to the mailer: the headers of RFC 8058.
      await eventually(async () => sent.some((message) => message.to === person.email));
      const delivered = sent.find((message) => message.to === person.email)!;
      expect(delivered.headers).toEqual({
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      // And as nodemailer writes them into the message.
      const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'follow-mail-'));
      await createMailer({ outboxDir, from: 'Aurora Imprensa <imprensa@aurora.test>' }).send(delivered);
      const [file] = await readdir(outboxDir);
      const parsed = await simpleParser(await readFile(path.join(outboxDir, file!)));
      // Unfolded: a long header line may be folded onto the next.
      const lineOf = (key: string) =>
        parsed.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
      expect(lineOf('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(lineOf('list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`);

      // Other news, and other people's subjects, are in nobody's e-mail here.
      expect(await digestAt(minutes(10))).toBe(0);
    });

    it('sends at most one e-mail an hour: later news wait, then go together', async () => {
      const car = await createCar(db());
      const person = await journalist();
      await person.follow({ textEnum: 'Carros', associationId: car.id });
      const about = [{ textEnum: 'Carros' as const, id: car.id }];
      const first = await publishedNews('Primeira', about);
      await digestAt(minutes(5));
      expect((await mailsTo(person.email)).map((mail) => mail.subject)).toEqual(['Nova notícia: Primeira']);

      const second = await createNews(db(), { title: 'Segunda', published: false, about });
      const third = await createNews(db(), { title: 'Terceira', published: false, about });
      await moveAt('publish', second.id, minutes(10));
      await moveAt('publish', third.id, minutes(20));
      for (const at of [30, 64]) await digestAt(minutes(at));
      expect(await mailsTo(person.email)).toHaveLength(1);

      // An hour after the first e-mail: one e-mail with both.
      await digestAt(minutes(65));
      const mails = await mailsTo(person.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe('2 novas notícias sobre assuntos que você segue');
      // Newest first; the first news is not told again.
      const text = mails[1]!.text;
      expect(text.indexOf(newsLink(third.id))).toBeGreaterThan(-1);
      expect(text.indexOf(newsLink(third.id))).toBeLessThan(text.indexOf(newsLink(second.id)));
      expect(text).not.toContain(newsLink(first.id));

      // Run again at the same moment, and later with nothing new: nothing more.
      await digestAt(minutes(65));
      await digestAt(minutes(200));
      expect(await mailsTo(person.email)).toHaveLength(2);
    });

    it('tells of any news of a followed category, and of nothing else', async () => {
      const page = await createSectionPage(db(), 'technology', 4, { title: 'Motores' });
      const car = await createCar(db());
      const person = await journalist();
      await person.follow({ textEnum: 'Technologies', associationId: null });
      const about = await publishedNews('Novo motor híbrido', [{ textEnum: 'Technologies', id: page.id }]);
      const other = await publishedNews('Outro carro', [{ textEnum: 'Carros', id: car.id }]);

      await digestAt(minutes(5));
      const [mail, ...more] = await mailsTo(person.email);
      expect(more).toEqual([]);
      expect(mail!.text).toContain(newsLink(about.id));
      expect(mail!.text).not.toContain(newsLink(other.id));
    });

    it("counts only an item's first publication, while it is still published", async () => {
      const car = await createCar(db());
      const about = [{ textEnum: 'Carros' as const, id: car.id }];
      const person = await journalist();
      await person.follow({ textEnum: 'Carros', associationId: car.id });
      const item = await publishedNews('Publicada duas vezes', about);
      await digestAt(minutes(5));
      expect(await mailsTo(person.email)).toHaveLength(1);

      await moveAt('unpublish', item.id, minutes(10));
      await moveAt('publish', item.id, minutes(70));
      // Published and taken back before the digest ran: nobody is told of it.
      const withdrawn = await createNews(db(), { title: 'Retirada', published: false, about });
      await moveAt('publish', withdrawn.id, minutes(71));
      await moveAt('unpublish', withdrawn.id, minutes(72));
      await digestAt(minutes(80));
      expect(await mailsTo(person.email)).toHaveLength(1);
    });

    it('tells of nothing published before the person followed the subject', async () => {
      const car = await createCar(db());
      const about = [{ textEnum: 'Carros' as const, id: car.id }];
      const person = await journalist();
      await db()
        .insert(follows)
        .values({ userId: person.id, textEnum: 'Carros', associationId: car.id, followedAt: minutes(30) });
      const before = await createNews(db(), { title: 'Antes', published: false, about });
      const after = await createNews(db(), { title: 'Depois', published: false, about });
      await moveAt('publish', before.id, minutes(10));
      await moveAt('publish', after.id, minutes(35));

      await digestAt(minutes(40));
      const [mail, ...more] = await mailsTo(person.email);
      expect(more).toEqual([]);
      expect(mail!.text).toContain(newsLink(after.id));
      expect(mail!.text).not.toContain(newsLink(before.id));
    });

    it('sends nothing twice when two digests run at once', async () => {
      const car = await createCar(db());
      const person = await journalist();
      await person.follow({ textEnum: 'Carros', associationId: car.id });
      await publishedNews('Uma vez só', [{ textEnum: 'Carros', id: car.id }]);
      await Promise.all([digestAt(minutes(5)), digestAt(minutes(5)), digestAt(minutes(6))]);
      expect(await mailsTo(person.email)).toHaveLength(1);
    });
  });

  describe('the one-click way out', () => {
    async function followerWithLink() {
      const person = await journalist();
      for (const car of [await createCar(db()), await createCar(db())])
        await person.follow({ textEnum: 'Carros', associationId: car.id });
      const signer = linkSigner(await loadLinkSecret(db()));
      const link = new URL(unsubscribeUrl({ publicUrl: testPublicUrl, signer }, person.id));
      return {
        person,
        address: `${link.pathname}${link.search}`,
        signature: link.searchParams.get('signature')!,
      };
    }
    const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };
    const oneClickBody = 'List-Unsubscribe=One-Click';

    it('shows a confirmation when opened, and changes nothing', async () => {
      const { person, address } = await followerWithLink();
      const page = await t.inject({ url: address });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Deixar de seguir assuntos');
      expect(page.body).toContain(`<form action="${address}" method="post">`);
      expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
      expect(await followCount(person.id)).toBe(2);
    });

    it('stops every follow of the person with the one-click POST, and no one else', async () => {
      const { person, address } = await followerWithLink();
      const bystander = await followerWithLink();
      const response = await t.inject({
        method: 'POST',
        url: address,
        headers: oneClick,
        payload: oneClickBody,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toContain('Você deixou de seguir todos os assuntos');
      expect(await followCount(person.id)).toBe(0);
      expect(await followCount(bystander.person.id)).toBe(2);
      // Again: nothing left to stop, the same answer.
      const again = await t.inject({
        method: 'POST',
        url: address,
        headers: oneClick,
        payload: oneClickBody,
      });
      expect(again.statusCode).toBe(200);
    });

    it('takes the one-click body as multipart/form-data too, as RFC 8058 prefers', async () => {
      const { person, address } = await followerWithLink();
      const boundary = '----aurora';
      const payload = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        '',
        'One-Click',
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const response = await t.inject({
        method: 'POST',
        url: address,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await followCount(person.id)).toBe(0);
    });

    it('refuses a spoiled link or a POST without the one-click body, and changes nothing', async () => {
      const { person, signature } = await followerWithLink();
      const other = await followerWithLink();
      const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      const attempts = [
        `/deixar-de-seguir/${person.id}?signature=${tampered}`,
        `/deixar-de-seguir/${person.id}`,
        // Someone else's signature on this person's id.
        `/deixar-de-seguir/${person.id}?signature=${other.signature}`,
        `/deixar-de-seguir/abc?signature=${signature}`,
      ];
      for (const url of attempts) {
        const opened = await t.inject({ url });
        const posted = await t.inject({ method: 'POST', url, headers: oneClick, payload: oneClickBody });
        for (const response of [opened, posted]) {
          expect(response.statusCode, url).toBe(400);
          expect(response.body).toContain('Este link não é válido');
        }
      }
      const withoutBody = await t.inject({
        method: 'POST',
        url: `/deixar-de-seguir/${person.id}?signature=${signature}`,
        headers: oneClick,
        payload: 'outra=coisa',
      });
      expect(withoutBody.statusCode).toBe(400);
      expect(withoutBody.body).toContain('use o botão desta página');
      expect(await followCount(person.id)).toBe(2);
      expect(await followCount(other.person.id)).toBe(2);
    });
  });
});
