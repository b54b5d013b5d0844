/**
 * The pages an invitation e-mail's links open (`/convite/{guestId}?resposta&expires&signature`): opening one shows
 * the invitation and changes nothing (mail scanners open links); posting its form answers as the guest, 'email'
 * being the way; a link with an edited signature or guest is refused (403), an expired one is gone (410); an
 * answered invitation or an event over says so instead of taking an answer. The pages pass axe.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages, eventTexts } from '../../src/domain/events';
import { eventGuests, mailOutbox } from '../../server/db/schema';
import { inviteGuests, type EventSite } from '../../server/events/eventPlanning';
import { invitationLinkSubject, invitationLinks } from '../../server/events/invitationLinks';
import { createUser } from './builders';
import { testDatabases } from './databases';
import { eventSiteOf, makeEvent } from './eventFixtures';
import { startTestApp, testNow, testPublicUrl, type TestApp } from './testApp';

const require = createRequire(import.meta.url);
// jsdom ships no types: the one constructor used, to read the pages as a browser would and run axe on them.
const { JSDOM } = require('jsdom') as {
  JSDOM: new (
    html: string,
    options?: { runScripts?: 'outside-only'; url?: string },
  ) => { window: Window & typeof globalThis & { eval(code: string): unknown } };
};
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { id: string; help: string; nodes: { html: string }[] }[];
}

async function axeViolations(html: string): Promise<string[]> {
  const { window } = new JSDOM(html, { runScripts: 'outside-only', url: `${testPublicUrl}/convite/1` });
  window.eval(axeSource);
  const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } })
    .axe;
  // Colour contrast needs layout, which jsdom does not do (the browser tests check it on the real pages).
  const results = await axe.run(window.document, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.html})`,
  );
}

const page = (html: string) => new JSDOM(html).window.document;
/** The path and query of an e-mailed link, as the browser requests it. */
const pathOf = (link: string) => link.slice(testPublicUrl.length);

describe.each(testDatabases)('invitation link pages on $name', (target) => {
  let t: TestApp;
  let site: EventSite;
  const db = () => t.database.db;
  const guestRow = async (guestId: number) =>
    (await db().select().from(eventGuests).where(eq(eventGuests.id, guestId)))[0]!;
  /** A guest of a new event starting `startsIn` hours from now, and the links of their invitation e-mail. */
  const invitation = async (startsIn = 48) => {
    const user = await createUser(db(), { name: 'Rita Prado' });
    const eventId = await makeEvent(db(), startsIn, 3, { title: 'Test drive na Serra' });
    const [guestId] = await inviteGuests({ db: db(), eventId, userIds: [user.id], now: testNow, site });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    const links = [...mail!.text.matchAll(/http:\/\/newsroom\.test\/convite\/\S+/g)].map((m) => m[0]);
    return { user, eventId, guestId: guestId!, accept: links[0]!, refuse: links[1]! };
  };
  const open = (link: string) => t.inject({ method: 'GET', url: pathOf(link) });
  /** Posts the page's form: to its action, with the button pressed and the agenda typed. */
  const post = (action: string, fields: Record<string, string>) =>
    t.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const formAction = (html: string) => page(html).querySelector('form')!.getAttribute('action')!;

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    site = await eventSiteOf(t.database.db);
  });
  afterAll(async () => t?.close());

  it('runs axe for real (it finds an unlabelled text area)', async () => {
    const violations = await axeViolations(
      '<!doctype html><html lang="pt-BR"><head><title>x</title></head><body><main><h1>x</h1><textarea></textarea></main></body></html>',
    );
    expect(violations.map((violation) => violation.split(':')[0])).toContain('label');
  });

  it('opens the invitation with its form, sets no cookie, and changes nothing', async () => {
    const { accept, refuse, guestId } = await invitation();
    expect(accept).toMatch(/\/convite\/\d+\?resposta=aceitar&expires=\d+&signature=[\w-]+$/);
    for (const link of [accept, refuse, accept]) {
      const response = await open(link);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
      const document = page(response.body);
      expect(document.documentElement.lang).toBe('pt-BR');
      expect(document.querySelector('h1')!.textContent).toBe('Test drive na Serra');
      expect(document.body.textContent).toContain('Aguardando resposta');
      const textarea = document.querySelector('textarea')!;
      expect(textarea.getAttribute('maxlength')).toBe('2000');
      expect(textarea.getAttribute('placeholder')).toBe(eventTexts.agendaPlaceholder);
      expect(document.querySelector(`label[for="${textarea.id}"]`)).not.toBeNull();
      const buttons = [...document.querySelectorAll('form button')].map((b) => b.textContent);
      // The link's choice comes first, under the site's confirmation question.
      expect(document.querySelector('form .question')!.textContent).toBe(
        link === refuse
          ? 'Tem certeza que deseja recusar permanentemente este evento da sua lista?'
          : 'Confirma presença neste evento?',
      );
      expect(buttons).toEqual(
        link === refuse
          ? ['Recusar convite', 'Confirmar presença']
          : ['Confirmar presença', 'Recusar convite'],
      );
      expect(await axeViolations(response.body)).toEqual([]);
    }
    expect(await guestRow(guestId)).toMatchObject({ status: 1, answeredAt: null });
  });

  it('answers through the form: accepted via e-mail, with the agenda, and a receipt', async () => {
    const { accept, guestId, user } = await invitation();
    const shown = await open(accept);
    const response = await post(formAction(shown.body), {
      resposta: 'aceitar',
      pauta: 'Fotos do carro na serra.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const document = page(response.body);
    expect(document.querySelector('h1')!.textContent).toBe('Presença confirmada. Até lá!');
    expect(document.body.textContent).toContain('Presença confirmada');
    expect(await axeViolations(response.body)).toEqual([]);
    expect(await guestRow(guestId)).toMatchObject({
      status: 2,
      description: 'Fotos do carro na serra.',
      answeredVia: 'email',
      answeredAt: testNow,
    });
    const receipts = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(receipts.map((mail) => mail.topic)).toEqual(['event-invitation', 'event-answered']);
  });

  it('refuses through the form', async () => {
    const { refuse, guestId } = await invitation();
    const response = await post(formAction((await open(refuse)).body), { resposta: 'recusar', pauta: '' });
    expect(response.statusCode).toBe(200);
    expect(page(response.body).querySelector('h1')!.textContent).toBe('Convite recusado.');
    expect(await guestRow(guestId)).toMatchObject({ status: 3, answeredVia: 'email' });
  });

  it('shows the locked text, without a form, once the invitation is answered (409 to a second answer)', async () => {
    const { accept, refuse, guestId } = await invitation();
    const action = formAction((await open(accept)).body);
    expect((await post(action, { resposta: 'aceitar' })).statusCode).toBe(200);

    const second = await post(action, { resposta: 'recusar' });
    expect(second.statusCode).toBe(409);
    expect(page(second.body).querySelector('[role=alert]')!.textContent).toBe(eventMessages.alreadyAnswered);
    expect(page(second.body).querySelector('form')).toBeNull();

    const reopened = await open(refuse);
    expect(reopened.statusCode).toBe(200);
    const document = page(reopened.body);
    expect(document.querySelector('[role=alert]')!.textContent).toBe(eventMessages.alreadyAnswered);
    expect(document.querySelector('form')).toBeNull();
    expect(document.body.textContent).toContain('Presença confirmada');
    expect(await guestRow(guestId)).toMatchObject({ status: 2 });
  });

  it('keeps the agenda and asks again when it is too long (400)', async () => {
    const { accept, guestId } = await invitation();
    const response = await post(formAction((await open(accept)).body), {
      resposta: 'aceitar',
      pauta: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    const document = page(response.body);
    expect(document.querySelector('[role=alert]')!.textContent).toBe(eventMessages.agendaTooLong);
    expect(document.querySelector('textarea')!.textContent).toHaveLength(2001);
    expect((await guestRow(guestId)).status).toBe(1);
  });

  it('refuses an edited signature, guest or expiry (403), on the page and the form, changing nothing', async () => {
    const { accept, guestId } = await invitation();
    const other = await invitation();
    const tampered = [
      accept.replace(/signature=([\w-])/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
      accept.replace(`/convite/${guestId}?`, `/convite/${other.guestId}?`),
      accept.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`),
      accept.replace(/&signature=[\w-]+/, ''),
    ];
    for (const link of tampered) {
      const shown = await open(link);
      expect(shown.statusCode, link).toBe(403);
      expect(page(shown.body).querySelector('.lead')!.textContent).toBe(eventMessages.linkInvalid);
      const posted = await post(pathOf(link), { resposta: 'aceitar' });
      expect(posted.statusCode, link).toBe(403);
    }
    expect(await axeViolations((await open(tampered[0]!)).body)).toEqual([]);
    expect((await guestRow(guestId)).status).toBe(1);
    expect((await guestRow(other.guestId)).status).toBe(1);
  });

  it('answers 410 to a link past its expiry', async () => {
    const { guestId } = await invitation(24 * 90);
    // Sent 61 days ago for an event three months ahead: the 60 days are over.
    const old = invitationLinks(
      site,
      guestId,
      new Date(testNow.getTime() - 61 * 24 * 3600e3),
      new Date(testNow.getTime() + 90 * 24 * 3600e3),
    );
    for (const response of [
      await open(old.accept),
      await post(pathOf(old.accept), { resposta: 'aceitar' }),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(page(response.body).querySelector('.lead')!.textContent).toBe(eventMessages.linkExpired);
    }
    expect((await guestRow(guestId)).status).toBe(1);
  });

  it('never lets a link outlive the event’s start, and says isOld for an event over', async () => {
    const { accept } = await invitation(2);
    const expires = Number(/expires=(\d+)/.exec(accept)![1]);
    expect(expires * 1000).toBe(testNow.getTime() + 2 * 3600e3);

    // A link signed to outlive its event (older links, or a longer validity) still can't answer a past event.
    const past = await invitation(-48);
    const later = Math.floor(testNow.getTime() / 1000) + 3600;
    const signature = site.signer.sign(invitationLinkSubject(past.guestId), later);
    const link = `/convite/${past.guestId}?resposta=aceitar&expires=${later}&signature=${signature}`;
    const shown = await open(`${testPublicUrl}${link}`);
    expect(shown.statusCode).toBe(200);
    expect(page(shown.body).querySelector('[role=alert]')!.textContent).toBe(eventMessages.isOld);
    expect(page(shown.body).querySelector('form')).toBeNull();
    const posted = await post(link, { resposta: 'aceitar' });
    expect(posted.statusCode).toBe(409);
    expect(page(posted.body).querySelector('[role=alert]')!.textContent).toBe(eventMessages.isOld);
    expect((await guestRow(past.guestId)).status).toBe(1);
  });
});
