/**
 * A search query as the index reads it (migration 0009): its words without accents, and their compact form, the
 * way punctuated model names are indexed ("T-Cross", "t cross" and "tcross" all give "tcross"; "ID.4" gives "id4").
 * The tsqueries are built from words of letters and digits only, passed as parameters: nothing a visitor types can
 * reach the tsquery syntax (`&`, `|`, `:*`, `!`) and change what is asked.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface SearchTerms {
  /** Lower-case words without accents, in order: 'Veículo elétrico!' -> ['veiculo', 'eletrico']. */
  words: string[];
  /** The words run together, as `search_compact_words` indexes punctuated names: 'T-Cross' -> 'tcross'. */
  compact: string;
  /**
   * The query as titles are kept for trigram similarity (`search_title_norm`): words joined by spaces, a model
   * name's inner punctuation dropped ('T-Cross 2025' -> 'tcross 2025').
   */
  folded: string;
}

const folds = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

export function searchTermsOf(query: string): SearchTerms {
  const folded = folds(query);
  const words = wordsOf(folded);
  const joined = wordsOf(folded.replace(/([\p{L}\p{N}])[-.](?=[\p{L}\p{N}])/gu, '$1'));
  return { words, compact: words.join(''), folded: joined.join(' ') };
}

/**
 * Every word (stemmed, Portuguese stop words dropped), or the compact form. `prefix`: the last word is still being
 * typed and matches as a prefix (autocomplete), and so does the compact form.
 */
export function allWordsQuery({ words, compact }: SearchTerms, prefix: boolean): SQL {
  const complete = prefix ? words.slice(0, -1) : words;
  const last = prefix ? words.at(-1) : undefined;
  const parts: SQL[] = [];
  if (complete.length) parts.push(sql`plainto_tsquery('pt_unaccent', ${complete.join(' ')})`);
  // A stop word typed last ("de") gives an empty tsquery, which && ignores.
  if (last) parts.push(sql`to_tsquery('pt_unaccent', ${`${last}:*`})`);
  const together = sql.join(parts, sql` && `);
  const compactQuery = prefix
    ? sql`to_tsquery('simple', ${`${compact}:*`})`
    : sql`to_tsquery('simple', ${compact})`;
  return sql`((${together}) || ${compactQuery})`;
}

/** Any of the words: the second try when no item has them all ("nivus 2025" when no text says 2025). */
export function anyWordQuery({ words }: SearchTerms): SQL {
  return sql`to_tsquery('pt_unaccent', ${words.join(' | ')})`;
}
