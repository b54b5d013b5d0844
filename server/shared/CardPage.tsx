/**
 * The frame of the pages the server draws outside the web app (the embedded provider's sign-in pages, the pages an
 * invitation e-mail's links open): the newsroom's bar and one card, in its colours, with system fonts and inline
 * styles only, so a page works under the site's CSP (no inline script) and on a closed network.
 */
import type { ReactNode } from 'react';

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#eef2f7;color:#1c2532;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
.bar{background:#0b1a2c;color:#f4f7fb;box-shadow:0 1px 0 rgba(255,255,255,.08)}
.bar__inner{max-width:72rem;margin:0 auto;height:4rem;display:flex;align-items:center;justify-content:center;padding:0 1rem}
.brand{display:inline-flex;align-items:center;gap:.625rem;color:inherit;text-decoration:none}
.brand svg{width:2.25rem;height:2.25rem}
.brand__name{font-weight:700;font-size:1.125rem;letter-spacing:.02em}
.brand__tag{margin-left:.375rem;font-size:.8125rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase;color:#b8c4d3}
main{padding:2.5rem 1rem 3rem}
.card{max-width:28rem;margin:0 auto;background:#fff;border-radius:.5rem;box-shadow:0 1px 2px rgba(11,26,44,.08),0 8px 24px rgba(11,26,44,.08);padding:2rem 1.75rem;border-top:4px solid #f5a524}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25;color:#0f1b2b}
.lead{margin:0 0 1.5rem;color:#5b6675;font-size:.9375rem}
label{display:block;margin:0 0 .375rem;font-weight:600;font-size:.9375rem}
input[type=email],input[type=password]{display:block;width:100%;min-height:2.75rem;margin:0 0 1.125rem;padding:.5rem .75rem;border:1px solid #b8c1cc;border-radius:.375rem;font:inherit;color:inherit;background:#fff}
:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}
.bar :focus-visible{outline-color:#f5a524}
input:focus{border-color:#0b4f8a}
.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:2.75rem;padding:.5rem 1rem;border:0;border-radius:.375rem;background:#0b4f8a;color:#fff;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.button:hover{background:#093f6e}
.secondary{margin:1rem 0 0;text-align:center;font-size:.9375rem}
a{color:#0b4f8a}
.alert{margin:0 0 1.25rem;padding:.75rem 1rem;border:1px solid #f1aeb5;border-left:4px solid #b02a37;border-radius:.375rem;background:#f8d7da;color:#58151c;font-size:.9375rem}
.note{margin:0;color:#5b6675;font-size:.875rem}
`;

function Emblem() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M11 29 20 10l9 19"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M13.5 23.5q6.5-4.5 13 0"
        fill="none"
        stroke="#f5a524"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface CardPageProps {
  /** The page's title, before the site's name. */
  title: string;
  /** More for the `<head>`: a page's own styles, the sign-out page's script. */
  head?: ReactNode;
  children: ReactNode;
}

export function CardPage({ title, head, children }: CardPageProps) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | Aurora Imprensa`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* React writes a <style>'s text as it is: the quotes in the font names stay quotes. */}
        <style>{styles}</style>
        {head}
      </head>
      <body>
        <header className="bar">
          <div className="bar__inner">
            <a className="brand" href="/home" aria-label="Aurora Imprensa, página inicial">
              <Emblem />
              <span>
                <span className="brand__name">Aurora</span>
                <span className="brand__tag">Imprensa</span>
              </span>
            </a>
          </div>
        </header>
        <main>
          <div className="card">{children}</div>
        </main>
      </body>
    </html>
  );
}
