/** The HTML part of an event's e-mail: the same paragraphs as its text, the answer links as buttons, the area. */
import { MailButton, MailParagraph, MailSignature } from '../mail/MailBlocks';

export interface EventMailHtmlProps {
  greeting: string;
  /** Each paragraph's lines, as in the text part. */
  paragraphs: string[][];
  /** The signed answer buttons, for a guest who has not answered yet. */
  answers: { accept: { href: string; label: string }; refuse: { href: string; label: string } } | null;
  areaUrl: string;
  /** The area link's words, when not the guest's own events ('Entrar ou cadastrar-se', for an address without an account). */
  areaLabel?: string;
}

export function EventMailHtml({
  greeting,
  paragraphs,
  answers,
  areaUrl,
  areaLabel = 'Ver meus eventos na área logada',
}: EventMailHtmlProps) {
  return (
    <>
      <p>{greeting}</p>
      {paragraphs.map((lines, index) => (
        <MailParagraph key={index} lines={lines} />
      ))}
      {answers ? (
        <p>
          <MailButton href={answers.accept.href} background="#1e6b3a" spaced>
            {answers.accept.label}
          </MailButton>
          <MailButton href={answers.refuse.href} background="#8a1c24" spaced>
            {answers.refuse.label}
          </MailButton>
        </p>
      ) : null}
      <p>
        <a href={areaUrl}>{areaLabel}</a>
      </p>
      <MailSignature />
    </>
  );
}
