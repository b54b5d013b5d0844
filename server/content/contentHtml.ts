/**
 * The editors' HTML (a page's description and side description, text blocks) is stored only when it is safe. The
 * web app sanitises it with DOMPurify before rendering; the server refuses to store what DOMPurify would remove, so a
 * stored page never depends on the last line of defence, and an editor learns at once why a text was not saved
 * rather than seeing part of it vanish. An attacker who got HTML stored (a compromised editor account, a bad import)
 * would otherwise run script in every journalist's signed-in session: `<script>`, `<img onerror=…>`,
 * `<a href="javascript:…">`, an `<iframe>` of a look-alike sign-in form.
 *
 * The same DOMPurify, on jsdom's spec-compliant parser (the one browsers' parsing follows), with its default
 * configuration; on top of it, `data:` URLs are refused in links and sources too (DOMPurify lets `<img src="data:…">`
 * through, and a data: document in a link is a phishing page with our address on it). A link's `target` and `rel` are
 * kept: how a link opens is the public page's decision, not a reason to refuse a text.
 *
 * Every link must also send a reader somewhere (src/domain/editorialLinks.ts: a web address, an e-mail, a phone, a
 * page of the site), as the editor's toolbar lets one be written: a link to 'nao é url' is refused, not stored.
 *
 * The news text is held to more (`assertEditorialHtml`): its pictures are the newsroom's own photos.
 */
import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import {
  acceptedLinkAttributes,
  editorialHtmlMessages,
  isNewsroomMediaAddress,
} from '../../src/domain/editorialHtml';
import { editorialLinkMessages, isEditorialLinkHref } from '../../src/domain/editorialLinks';
import { DomainError } from '../shared/domainError';

/** Attributes whose value the browser loads or navigates to. */
const urlAttributes = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background']);
/** Control characters and spaces browsers ignore inside a scheme ('java\tscript:'). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ignoredInScheme = /[\u0000-\u0020\u007f-\u009f]/g;
const forbiddenScheme = /^(javascript|vbscript|data):/i;
/** Attributes that make the browser load a picture, a sound or a video. */
const loadedMediaAttributes = new Set(['src', 'srcset', 'poster']);

type Offence =
  | { kind: 'element'; name: string }
  | { kind: 'event'; name: string }
  | { kind: 'url'; name: string }
  | { kind: 'attribute'; name: string };

/** What a text loads when shown: the attribute and its address. */
interface LoadedMedia {
  name: string;
  value: string;
}

let purifier: { purify: DOMPurify; offences: Offence[]; loaded: LoadedMedia[]; links: string[] } | undefined;

/**
 * Made on first use: jsdom takes most of a second to load, and only writes of content need it (a restart that seeds
 * nothing never pays for it). Loaded with `require` so the check stays synchronous for the writers.
 */
function getPurifier() {
  if (purifier) return purifier;
  // jsdom ships no types; this is the one constructor used.
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
    JSDOM: new (html: string) => { window: unknown };
  };
  const purify = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
  const offences: Offence[] = [];
  const loaded: LoadedMedia[] = [];
  const links: string[] = [];
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    if (name.startsWith('on')) offences.push({ kind: 'event', name });
    else if (urlAttributes.has(name) && forbiddenScheme.test(data.attrValue.replace(ignoredInScheme, ''))) {
      offences.push({ kind: 'url', name });
      data.keepAttr = false;
    } else if (node.nodeName === 'A' && acceptedLinkAttributes.includes(name)) data.forceKeepAttr = true;
    if (loadedMediaAttributes.has(name) && node.nodeName !== 'A')
      loaded.push({ name, value: data.attrValue });
    if (name === 'href' && node.nodeName === 'A') links.push(data.attrValue);
  });
  purifier = { purify, offences, loaded, links };
  return purifier;
}

const describe = (offence: Offence): string => {
  switch (offence.kind) {
    case 'element':
      return offence.name === 'script' ? 'scripts' : `elementos <${offence.name}>`;
    case 'event':
      return `atributos de evento (${offence.name})`;
    case 'url':
      return `endereços javascript: ou data: (${offence.name})`;
    case 'attribute':
      return `o atributo ${offence.name}`;
  }
};

/** The first thing that makes `html` unsafe, or undefined when DOMPurify leaves it whole. */
export function findUnsafeHtml(html: string): Offence | undefined {
  if (!html) return undefined;
  const { purify, offences, loaded, links } = getPurifier();
  offences.length = 0;
  loaded.length = 0;
  links.length = 0;
  // FORCE_BODY: without it a leading <script> or <style> is parsed into <head> and dropped without a record.
  purify.sanitize(html, { FORCE_BODY: true });
  for (const removed of purify.removed) {
    if ('element' in removed) {
      const name = removed.element.nodeName.toLowerCase();
      // Comments are harmless and DOMPurify drops them anyway (pasted text often carries a few); <remove> is the
      // element FORCE_BODY puts in front of the text, and removes, itself.
      if (name !== '#comment' && name !== 'remove') offences.push({ kind: 'element', name });
    } else if (removed.attribute && !offences.some((offence) => offence.name === removed.attribute?.name)) {
      offences.push({ kind: 'attribute', name: removed.attribute.name.toLowerCase() });
    }
  }
  // The worst first: a script says more than the attribute DOMPurify dropped beside it.
  const order = ['element', 'event', 'url', 'attribute'];
  return [...offences].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))[0];
}

/**
 * Throws a 400 DomainError naming the field when `html` holds anything DOMPurify would remove: script, iframe,
 * object or embed elements, on* event attributes, javascript: or data: URLs, or any other element or attribute
 * outside DOMPurify's default allowlist; or a link that sends a reader nowhere (src/domain/editorialLinks.ts). Answers
 * the HTML unchanged, for use inline in a write.
 */
export function assertSafeHtml(html: string, field: string): string {
  const offence = findUnsafeHtml(html);
  if (offence)
    throw new DomainError(400, `O conteúdo não pode conter ${describe(offence)} (campo ${field}).`);
  // The sanitising just recorded the links' addresses; surrounding spaces are the parser's to ignore.
  const badLink = html ? getPurifier().links.find((href) => !isEditorialLinkHref(href.trim())) : undefined;
  if (badLink !== undefined) throw new DomainError(400, editorialLinkMessages.badLinkInText(badLink, field));
  return html;
}

/**
 * `assertSafeHtml`, and the rule of the news text: every picture it shows is a photo of the newsroom's media (under
 * `mediaBase`), as the editor's 'Imagem' inserts them; a picture of another site is refused, naming the field.
 */
export function assertEditorialHtml(html: string, field: string, mediaBase: string): string {
  assertSafeHtml(html, field);
  if (!html) return html;
  // The sanitising of assertSafeHtml just recorded what the text loads.
  const { loaded } = getPurifier();
  const foreign = loaded.some(
    ({ name, value }) => name !== 'src' || !isNewsroomMediaAddress(value.trim(), mediaBase),
  );
  if (foreign) throw new DomainError(400, editorialHtmlMessages.foreignPicture(field));
  return html;
}
