/** The HTML part of the follow e-mail: the same lines as its text, each news item's title a link to it. */
import { followMailTexts as t } from '../../src/domain/follows';
import { MailSignature } from '../mail/MailBlocks';

export interface FollowMailHtmlProps {
  greeting: string;
  intro: string;
  news: { title: string; url: string }[];
  more: { text: string; url: string } | null;
  profileUrl: string;
  unsubscribeUrl: string;
}

export function FollowMailHtml({
  greeting,
  intro,
  news,
  more,
  profileUrl,
  unsubscribeUrl,
}: FollowMailHtmlProps) {
  return (
    <>
      <p>{greeting}</p>
      <p>{intro}</p>
      <ul>
        {news.map((item) => (
          <li key={item.url} style={{ marginBottom: '8px' }}>
            <a href={item.url}>{item.title}</a>
          </li>
        ))}
      </ul>
      {more ? (
        <p>
          <a href={more.url}>{more.text}</a>
        </p>
      ) : null}
      <p style={{ color: '#5b6675', fontSize: '13px' }}>
        {t.why}
        <br />
        <a href={profileUrl}>{t.manage}</a>
        <br />
        <a href={unsubscribeUrl}>{t.unsubscribe}</a>
      </p>
      <MailSignature />
    </>
  );
}
