/**
 * The e-mail of news about followed subjects, in Portuguese: each news item's title and its link on the public
 * site, newest first (beyond `followRules.mailMaxItems`, a count and the news list), where to choose what to follow,
 * and the one-click way out.
 */
import { followMailTexts as t, followRules } from '../../src/domain/follows';
import { paths } from '../../src/domain/routes';
import type { MailMessage } from '../mail/mailer';
import { renderMailHtml } from '../shared/html';
import { FollowMailHtml } from './FollowMailHtml';

export interface FollowMailFacts {
  to: string;
  name: string;
  /** Newest first. */
  news: { id: number; title: string }[];
  publicUrl: string;
  unsubscribeUrl: string;
}

export function followMail(facts: FollowMailFacts): MailMessage {
  const site = facts.publicUrl.replace(/\/$/, '');
  const listed = facts.news.slice(0, followRules.mailMaxItems).map((item) => ({
    title: item.title,
    url: `${site}${paths.news.detail.href(item.id)}`,
  }));
  const rest = facts.news.length - listed.length;
  const more = rest > 0 ? { text: t.more(rest), url: `${site}${paths.news.list.href()}` } : null;
  const profileUrl = `${site}${paths.registry.href()}`;
  const greeting = t.greeting(facts.name);
  const intro = t.intro(facts.news.length);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...listed.flatMap((item) => [`- ${item.title}`, `  ${item.url}`]),
    ...(more ? ['', `${more.text}: ${more.url}`] : []),
    '',
    t.why,
    `${t.manage}: ${profileUrl}`,
    `${t.unsubscribe}: ${facts.unsubscribeUrl}`,
    '',
    'Sala de Imprensa Aurora',
  ].join('\n');
  const html = renderMailHtml(
    <FollowMailHtml
      greeting={greeting}
      intro={intro}
      news={listed}
      more={more}
      profileUrl={profileUrl}
      unsubscribeUrl={facts.unsubscribeUrl}
    />,
  );
  return { to: facts.to, subject: t.subject(facts.news.length, facts.news[0]?.title ?? ''), text, html };
}
