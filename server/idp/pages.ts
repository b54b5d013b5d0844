/**
 * The embedded provider's pages, in Portuguese and in the newsroom's colours: sign-in, sign-out, signed-out and
 * error. Plain HTML with system fonts and inline styles (the CSP allows inline styles, never inline scripts); the
 * only script is the same-origin auto-submit of the sign-out form. Everything interpolated is escaped.
 */

export const pageTexts = {
  signInTitle: 'Entrar na Sala de Imprensa',
  wrongCredentials: 'E-mail ou senha incorretos.',
  missingCredentials: 'Preencha o e-mail e a senha.',
  tooManyAttempts: 'Muitas tentativas de entrada. Aguarde um minuto e tente novamente.',
  signingOut: 'Saindo da Sala de Imprensa…',
  signedOut: 'Você saiu da Sala de Imprensa.',
} as const;

/** The address the script of `autoSubmitScript` is served at (same origin, so `script-src 'self'` allows it). */
export const autoSubmitPath = '/oidc/assets/auto-submit.js';

export const autoSubmitScript =
  "document.addEventListener('DOMContentLoaded',function(){var f=document.querySelector('form[data-auto-submit]');if(f)f.submit();});\n";

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? '');

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
input:focus,button:focus,a:focus{outline:3px solid rgba(11,79,138,.45);outline-offset:1px}
input:focus{border-color:#0b4f8a}
.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:2.75rem;padding:.5rem 1rem;border:0;border-radius:.375rem;background:#0b4f8a;color:#fff;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.button:hover{background:#093f6e}
.secondary{margin:1rem 0 0;text-align:center;font-size:.9375rem}
a{color:#0b4f8a}
.alert{margin:0 0 1.25rem;padding:.75rem 1rem;border:1px solid #f1aeb5;border-left:4px solid #b02a37;border-radius:.375rem;background:#f8d7da;color:#58151c;font-size:.9375rem}
.note{margin:0;color:#5b6675;font-size:.875rem}
`;

const emblem = `<svg viewBox="0 0 40 40" aria-hidden="true" focusable="false"><circle cx="20" cy="20" r="18.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M11 29 20 10l9 19" fill="none" stroke="currentColor" stroke-width="2.75" stroke-linecap="round" stroke-linejoin="round"/><path d="M13.5 23.5q6.5-4.5 13 0" fill="none" stroke="#f5a524" stroke-width="2.5" stroke-linecap="round"/></svg>`;

/** The page around a card; the invitation links' pages (server/events/invitationPages.ts) use it too. */
export function layout(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Aurora Imprensa</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${styles}</style>
${head}</head>
<body>
<header class="bar"><div class="bar__inner"><a class="brand" href="/home" aria-label="Aurora Imprensa, página inicial">${emblem}<span><span class="brand__name">Aurora</span><span class="brand__tag">Imprensa</span></span></a></div></header>
<main><div class="card">
${body}
</div></main>
</body>
</html>`;
}

export interface SignInPage {
  uid: string;
  email?: string;
  error?: string;
}

/** The interaction's addresses; `uid` comes from the provider (URL-safe), escaped all the same. */
export const interactionPaths = {
  page: (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`,
  login: (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}/login`,
  abort: (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}/abort`,
};

export function signInPage({ uid, email = '', error }: SignInPage): string {
  // After a failed attempt the e-mail is kept and the cursor goes where the person will type next.
  const focusPassword = email !== '';
  return layout(
    pageTexts.signInTitle,
    `<h1>${pageTexts.signInTitle}</h1>
<p class="lead">Use o e-mail e a senha da sua conta de imprensa.</p>
${error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(interactionPaths.login(uid))}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required value="${escapeHtml(email)}"${focusPassword ? '' : ' autofocus'}>
<label for="password">Senha</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword ? ' autofocus' : ''}>
<button class="button" type="submit">Entrar</button>
</form>
<p class="secondary"><a href="${escapeHtml(interactionPaths.abort(uid))}">Cancelar</a></p>`,
  );
}

/**
 * The sign-out confirmation the provider asks for (`form` is its own, with the anti-forgery field): sent at once by
 * the same-origin script, with a visible 'Sair' button for a browser without JavaScript. `logout=yes` ends the
 * whole session at the provider, not only the app's part of it.
 */
export function signOutPage(form: string): string {
  const autoForm = form
    .replace('<form ', '<form data-auto-submit ')
    .replace(
      '</form>',
      '<input type="hidden" name="logout" value="yes"/><button class="button" type="submit">Sair</button></form>',
    );
  return layout(
    pageTexts.signingOut,
    `<h1>${pageTexts.signingOut}</h1>
<p class="lead">Encerrando a sua sessão. Se nada acontecer, clique em Sair.</p>
${autoForm}`,
    `<script src="${autoSubmitPath}" defer></script>\n`,
  );
}

export function signedOutPage(): string {
  return layout(
    pageTexts.signedOut,
    `<h1>${pageTexts.signedOut}</h1>
<p class="lead">Sua sessão foi encerrada.</p>
<a class="button" href="/home">Voltar para a Sala de Imprensa</a>`,
  );
}

/** What a person can do about each error the provider reports; anything else gets the general words. */
const errorExplanations: Record<string, string> = {
  access_denied: 'A entrada foi cancelada.',
  invalid_request: 'O pedido de entrada não é válido.',
  invalid_client: 'O pedido de entrada veio de um aplicativo desconhecido.',
  invalid_redirect_uri: 'O endereço de retorno do pedido de entrada não é permitido.',
  session_not_found: 'Esta tentativa de entrada expirou.',
  login_required: 'É preciso entrar novamente.',
};

/**
 * The provider's error page. It names what went wrong in the person's words and never shows the technical
 * description, which could tell an attacker how the provider is set up.
 */
export function errorPage(code: string | undefined): string {
  const explanation = (code && errorExplanations[code]) ?? 'Não foi possível concluir o pedido de entrada.';
  return layout(
    'Não foi possível continuar',
    `<h1>Não foi possível continuar</h1>
<p class="lead">${escapeHtml(explanation)} Volte à Sala de Imprensa e tente entrar de novo.</p>
<a class="button" href="/home">Voltar para a Sala de Imprensa</a>`,
  );
}
