/**
 * What every bad-input property checks after sending its body: the answer is a 4xx (a 5xx is a server fault, a 2xx
 * took bad input), it says what is wrong in Portuguese, and the database is exactly as before, row for row.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../../server/db/client';
import type { TestDatabase } from '../databases';
import { startTestApp, type TestApp } from '../testApp';

/**
 * The newsroom a bad-input file sends to: started on the target database before the file's own set-up (hooks run in
 * the order they are registered), closed after. No mail is sent: the outbox rows are what the checksums compare.
 */
export function badInputApp(target: TestDatabase) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    // Hundreds of spoiled calls as one person in a minute: the routes' own limits (tested on their own) are lifted.
    app = await startTestApp(target, { sendQueuedMail: false, settings: { routeLimitScale: 1000 } });
  });
  afterAll(async () => app?.close());
  const t = () => {
    if (!app) throw new Error('the app starts in beforeAll');
    return app;
  };
  return { t, db: () => t().database.db };
}

/**
 * Rows the app writes on its own time, whatever a request does: the job worker's recurring tasks (server/jobs/), moved
 * to their next period as they run. A job a request added would still show.
 */
const ownTimeRows: Readonly<Record<string, string>> = {
  jobs: `where t.key is null or t.key not like 'every:%'`,
};

/** Every table's row count and a checksum of its rows, as one text: equal texts, equal databases. */
export async function databaseState(db: Db): Promise<string> {
  // Both drivers answer `{ rows }`; drizzle's type for a raw query is left open (server/search/searchQuery.ts does the same).
  const rowsOf = async <Row>(query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables.map(
    ({ name }) =>
      `select '${name}' as name, count(*)::int as rows,
         coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as sum from "${name}" t ${ownTimeRows[name] ?? ''}`,
  );
  const state = await rowsOf<{ name: string; rows: number; sum: string }>(sql.raw(parts.join(' union all ')));
  return state.map((row) => `${row.name}:${row.rows}:${row.sum}`).join('\n');
}

/**
 * The framework's, the validator's and Node's English, as they word their errors: none of it may reach a client.
 * (Phrases, not single words: a refusal may quote what was sent, in any language.)
 */
const english =
  /\b(must (be|have|not|match|equal)|should (be|have|not|match|equal)|is required|required property|additional properties|Bad Request|Internal Server Error|Unsupported Media Type|Payload Too Large|Not Found|Unexpected (token|end)|in JSON at position|is not valid JSON|Body cannot be empty|Multipart: |Unexpected end of form|Boundary not found|body\/|params\/|querystring\/)/i;
/** Portuguese shows itself by an accent, a cedilla or one of its commonest short words. */
// The short words alone missed 'Escolha dois modelos diferentes.': the imperatives and numbers the messages use too.
const portuguese =
  /[à-öù-ÿÀ-ÖÙ-ß]|\b(de|do|da|dos|das|não|para|um|uma|dois|duas|com|no|na|em|e|ou|ao|o|a|os|as|seu|sua|deve|escolha|informe|selecione|digite)\b/i;

/** The answer refuses the input (4xx) with a Portuguese message; `what` says which input, for the failure. */
export function expectRefusedInPortuguese(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}\n${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what}\n${response.body.slice(0, 300)}`).toBeLessThan(500);
  const message: unknown = response.json().message;
  expect(typeof message === 'string' && message.trim().length > 0, `${what}: no message`).toBe(true);
  expect(String(message), what).toMatch(portuguese);
  expect(String(message), what).not.toMatch(english);
}

/** The message of a refusal page (the invitation link's pages answer HTML): its `<p>` texts, tags removed. */
export function pageText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A JSON body sent as the app's client sends it; any JSON value, even one that is not an object. */
export function postJson(
  t: TestApp,
  url: string,
  body: unknown,
  headers: InjectOptions['headers'] = {},
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/** A short account of a generated body for a failure message (a 1 MB text is cut). */
export const describeBody = (body: unknown) => {
  const text = JSON.stringify(body) ?? String(body);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
};

/** Runs per property: enough to meet every way of spoiling each field a few times, few enough for PGlite. */
export const runs = { perProperty: 60, wholeBody: 25 } as const;
