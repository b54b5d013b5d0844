/**
 * The one script of the provider's pages: it sends the sign-out form as soon as the page loads. It is a file of
 * its own, served from the same origin, because the site's CSP (`script-src 'self'`) runs no inline script.
 */
export const autoSubmitPath = '/oidc/assets/auto-submit.js';

export const autoSubmitScript =
  "document.addEventListener('DOMContentLoaded',function(){var f=document.querySelector('form[data-auto-submit]');if(f)f.submit();});\n";
