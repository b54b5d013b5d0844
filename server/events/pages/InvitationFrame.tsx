/**
 * The frame of the pages an invitation e-mail's links open: the sign-in pages' card (server/shared/CardPage.tsx),
 * wider, with the styles of the answer form, the facts list and the two answer buttons. No script, nothing from
 * another site.
 */
import type { ReactNode } from 'react';
import { CardPage } from '../../shared/CardPage';
import { invitationPageTexts } from './invitationPageTexts';

const styles = `
.card{max-width:36rem}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
.facts dt{font-weight:600}
.facts dd{margin:0;overflow-wrap:anywhere}
.about p{margin:0 0 .75rem;color:#3b4656;font-size:.9375rem;white-space:pre-line}
textarea{display:block;width:100%;min-height:7rem;margin:0 0 1.125rem;padding:.5rem .75rem;border:1px solid #b8c1cc;border-radius:.375rem;font:inherit;color:inherit;background:#fff;resize:vertical}
textarea:focus{outline:3px solid rgba(11,79,138,.45);outline-offset:1px;border-color:#0b4f8a}
.answers{display:grid;gap:.75rem}
.question{margin:1rem 0 .5rem;font-weight:600}
.button.refuse{background:#8a1c24}
.button.refuse:hover{background:#6e161d}
.button.outline{background:#fff;color:#0b4f8a;border:2px solid #0b4f8a}
.button.outline:hover{background:#e8f0f8}
.button.refuse.outline{color:#8a1c24;border-color:#8a1c24}
.button.refuse.outline:hover{background:#fbeaec}
.done{margin:0 0 1.25rem;padding:.75rem 1rem;border:1px solid #a3cfbb;border-left:4px solid #1e6b3a;border-radius:.375rem;background:#d1e7dd;color:#0a3622}
`;

export function InvitationFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CardPage title={title} head={<style>{styles}</style>}>
      {children}
    </CardPage>
  );
}

/** The way to the signed-in events area, under every invitation page. */
export function AreaLink({ areaUrl }: { areaUrl: string }) {
  return (
    <p className="secondary">
      <a href={areaUrl}>{invitationPageTexts.toArea}</a>
    </p>
  );
}
