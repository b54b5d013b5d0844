/**
 * Grants, in an answer only whoever may see drafts gets (a draft read with its preview token, the editorial area),
 * the addresses of the files nothing published holds yet (fileAccess.ts): each such media address, a whole string
 * anywhere in the answer, gets its `?acesso=`. Public files keep their plain address, which every cache shares.
 */
import { parseMediaLink, type StoredFile } from '../cart/cartFileLinks';
import type { FileAccess } from './fileAccess';

export type AnswerGrants = <T>(answer: T) => Promise<T>;

export function createAnswerGrants(access: FileAccess, mediaBaseUrl: string): AnswerGrants {
  const prefixes = [`${mediaBaseUrl.replace(/\/$/, '')}/`];
  const linkOf = (value: unknown): StoredFile | null =>
    typeof value === 'string' && value.startsWith(prefixes[0]!) ? parseMediaLink(value, prefixes) : null;

  function collect(value: unknown, found: Map<string, StoredFile>) {
    const file = linkOf(value);
    if (file) found.set(value as string, file);
    else if (Array.isArray(value)) for (const item of value) collect(item, found);
    else if (value && typeof value === 'object')
      for (const item of Object.values(value)) collect(item, found);
  }

  function rewrite(value: unknown, granted: Map<string, string>): unknown {
    if (typeof value === 'string') return granted.get(value) ?? value;
    if (Array.isArray(value)) return value.map((item) => rewrite(item, granted));
    if (value && typeof value === 'object' && !(value instanceof Date))
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item, granted)]));
    return value;
  }

  return async (answer) => {
    const found = new Map<string, StoredFile>();
    collect(answer, found);
    if (!found.size) return answer;
    const published = await access.publicFiles([...found.values()]);
    const granted = new Map<string, string>();
    for (const [link, file] of found)
      if (!published.has(`${file.folder}/${file.name}`))
        granted.set(link, `${link}?${access.grantOf({ folder: file.folder, name: file.name })}`);
    return granted.size ? (rewrite(answer, granted) as typeof answer) : answer;
  };
}
