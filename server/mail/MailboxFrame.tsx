/** The page around the local mailbox's lists and messages: plain, server-rendered, no script. */
import type { ReactNode } from 'react';

const style = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ccc; padding: .5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
a { color: #0b4f9c; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: 1rem; }
iframe { width: 100%; height: 36rem; border: 1px solid #ccc; }
`;

export function MailboxFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{title}</title>
        <style>{style}</style>
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}
