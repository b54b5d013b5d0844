/**
 * The pieces the newsroom's e-mails are made of, styled inline because mail clients drop `<style>` blocks and
 * classes: a paragraph of lines, a link drawn as a button, the signature.
 */
import { Fragment, type ReactNode } from 'react';

/** Lines that belong together (a vehicle's facts, the models asked for), one paragraph. */
export function MailParagraph({ lines }: { lines: string[] }) {
  return (
    <p>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

export interface MailButtonProps {
  href: string;
  background: string;
  /** Room on the right and below, for buttons side by side that wrap on a narrow screen. */
  spaced?: boolean;
  children: ReactNode;
}

export function MailButton({ href, background, spaced = false, children }: MailButtonProps) {
  return (
    <a
      href={href}
      style={{
        display: 'inline-block',
        ...(spaced ? { margin: '0 8px 8px 0' } : {}),
        padding: '10px 18px',
        background,
        color: '#ffffff',
        textDecoration: 'none',
      }}
    >
      {children}
    </a>
  );
}

export function MailSignature() {
  return <p>Sala de Imprensa Aurora</p>;
}
