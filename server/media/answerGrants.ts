/**
 * Grants, in an answer only whoever may see drafts gets (a draft read with its preview token, the editorial area),
 * the addresses of the files nothing published holds yet (fileAccess.ts): each such media address, a whole string
 * anywhere in the answer or a picture's address inside an HTML string (a news text's photos), gets its `?acesso=`.
 * Public files keep their plain address, which every cache shares. An HTML text still carrying a grant of an earlier
 * answer (an autosave of the editor) has it replaced: by a fresh one, or by nothing once the file is public.
 */
import { withoutFileGrant } from '../../src/domain/fileAccess';
import { parseMediaLink, type StoredFile } from '../cart/cartFileLinks';
import { mapPictureAddresses, pictureAddressesIn } from '../content/htmlPictures';
import type { FileAccess } from './fileAccess';

export type AnswerGrants = <T>(answer: T) => Promise<T>;

export function createAnswerGrants(access: FileAccess, mediaBaseUrl: string): AnswerGrants {
  const prefixes = [`${mediaBaseUrl.replace(/\/$/, '')}/`];
  const prefix = prefixes[0]!;
  const linkOf = (value: unknown): StoredFile | null =>
    typeof value === 'string' && value.startsWith(prefix) ? parseMediaLink(value, prefixes) : null;
  /** Whether a string may be HTML showing a media picture: only those are parsed. */
  const mayShowPictures = (value: string) => value.includes('<') && value.includes(prefix);

  /** The links found (plain, each with its file) and the HTML strings that show any of them. */
  interface Found {
    links: Map<string, StoredFile>;
    html: Set<string>;
  }

  function collect(value: unknown, found: Found) {
    const file = linkOf(value);
    if (file) found.links.set(value as string, file);
    else if (typeof value === 'string') {
      if (!mayShowPictures(value)) return;
      for (const address of pictureAddressesIn(value)) {
        const plain = withoutFileGrant(address);
        const shown = linkOf(plain);
        if (shown) {
          found.links.set(plain, shown);
          found.html.add(value);
        }
      }
    } else if (Array.isArray(value)) for (const item of value) collect(item, found);
    else if (value && typeof value === 'object')
      for (const item of Object.values(value)) collect(item, found);
  }

  function rewrite(value: unknown, granted: Map<string, string>, html: Set<string>): unknown {
    if (typeof value === 'string') {
      if (html.has(value))
        return mapPictureAddresses(value, (address) => {
          const plain = withoutFileGrant(address);
          return linkOf(plain) ? (granted.get(plain) ?? plain) : address;
        });
      return granted.get(value) ?? value;
    }
    if (Array.isArray(value)) return value.map((item) => rewrite(item, granted, html));
    if (value && typeof value === 'object' && !(value instanceof Date))
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, rewrite(item, granted, html)]),
      );
    return value;
  }

  return async (answer) => {
    const found: Found = { links: new Map(), html: new Set() };
    collect(answer, found);
    if (!found.links.size) return answer;
    const published = await access.publicFiles([...found.links.values()]);
    const granted = new Map<string, string>();
    for (const [link, file] of found.links)
      if (!published.has(`${file.folder}/${file.name}`))
        granted.set(link, `${link}?${access.grantOf({ folder: file.folder, name: file.name })}`);
    return granted.size || found.html.size ? (rewrite(answer, granted, found.html) as typeof answer) : answer;
  };
}
