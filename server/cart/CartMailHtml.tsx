/** The HTML part of the cart's e-mail: the files, the link as a button and as an address, its expiry, the terms. */
import { MailButton, MailSignature } from '../mail/MailBlocks';

export interface CartMailHtmlProps {
  /** '3 arquivos, 12 MB'. */
  files: string;
  link: string;
  until: string;
  termsUrl: string;
}

export function CartMailHtml({ files, link, until, termsUrl }: CartMailHtmlProps) {
  return (
    <>
      <p>Olá,</p>
      <p>
        Os arquivos que você pediu nos Favoritos da Sala de Imprensa estão prontos: <strong>{files}</strong>,
        em um único arquivo .zip.
      </p>
      <p>
        <MailButton href={link} background="#001e50">
          Baixar os arquivos
        </MailButton>
      </p>
      <p>
        Se o botão não abrir, copie este endereço no navegador:
        <br />
        <a href={link}>{link}</a>
      </p>
      <p>
        O link vale até <strong>{until}</strong>. Depois disso, peça os arquivos de novo nos Favoritos.
      </p>
      <p>
        Os arquivos são cedidos para uso jornalístico e informativo, conforme os{' '}
        <a href={termsUrl}>Termos de Uso para Download</a>.
      </p>
      <p style={{ color: '#6a767d' }}>Se você não pediu estes arquivos, ignore esta mensagem.</p>
      <MailSignature />
    </>
  );
}
