/** The HTML part of a loan's e-mail: the same paragraphs as its text, and the loan area as a button. */
import { MailButton, MailParagraph, MailSignature } from '../mail/MailBlocks';

export interface LoanMailHtmlProps {
  greeting: string;
  /** Each paragraph's lines, as in the text part. */
  paragraphs: string[][];
  areaUrl: string;
  /** The button's words, when it leads elsewhere than 'Minhas solicitações' (a staff e-mail's request page). */
  button?: string;
}

export function LoanMailHtml({ greeting, paragraphs, areaUrl, button }: LoanMailHtmlProps) {
  return (
    <>
      <p>{greeting}</p>
      {paragraphs.map((lines, index) => (
        <MailParagraph key={index} lines={lines} />
      ))}
      <p>
        <MailButton href={areaUrl} background="#001e50">
          {button ?? 'Ver minhas solicitações'}
        </MailButton>
      </p>
      <MailSignature />
    </>
  );
}
