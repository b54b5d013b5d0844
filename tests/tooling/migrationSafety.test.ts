/**
 * The migration check `npm test` runs: a migration that drops, renames or narrows what the running release reads is
 * refused, naming the file and the statement, unless it is a contract step for something an earlier release already
 * stopped reading. Tried on the project's own migrations and on small drizzle-kit-shaped folders.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationProblems } from '../../scripts/migrationSafety';

const projectMigrations = path.resolve(__dirname, '../../server/db/migrations');

interface FixtureMigration {
  tag: string;
  sql: string;
  /** The Drizzle schema the migration was generated from: table name → its columns. */
  schema: Record<string, string[]>;
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A migrations folder as drizzle-kit writes it: SQL files, meta/_journal.json and a snapshot per migration. */
function migrationsFolder(migrations: FixtureMigration[]): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'meta'));
  const entries = migrations.map((m, idx) => ({
    idx,
    version: '7',
    when: idx,
    tag: m.tag,
    breakpoints: true,
  }));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', entries }));
  for (const m of migrations) {
    writeFileSync(path.join(folder, `${m.tag}.sql`), m.sql);
    const tables = Object.fromEntries(
      Object.entries(m.schema).map(([name, columns]) => [
        `public.${name}`,
        { name, schema: '', columns: Object.fromEntries(columns.map((c) => [c, { name: c }])) },
      ]),
    );
    writeFileSync(
      path.join(folder, 'meta', `${m.tag.slice(0, 4)}_snapshot.json`),
      JSON.stringify({ tables }),
    );
  }
  return folder;
}

const first: FixtureMigration = {
  tag: '0000_news',
  sql: 'CREATE TABLE "news" (\n\t"id" serial PRIMARY KEY NOT NULL,\n\t"title" text NOT NULL,\n\t"legacy" text NOT NULL\n);\n',
  schema: { news: ['id', 'title', 'legacy'] },
};

describe('the migration check', () => {
  it("passes the project's migrations, the grandfathered ones named", () => {
    expect(migrationProblems(projectMigrations)).toEqual([]);
    // Without its list, the one migration shipped before the rule is refused: the list is what lets it through.
    expect(migrationProblems(projectMigrations, [])).toEqual([
      expect.stringContaining(
        '0025_sign_in_issuer_usage_limits.sql: drop constraint users.users_subject_unique breaks the release',
      ),
    ]);
  });

  it('refuses a DROP COLUMN, naming the file and the statement', () => {
    const folder = migrationsFolder([
      first,
      {
        tag: '0001_no_legacy',
        sql: 'ALTER TABLE "news" DROP COLUMN "legacy";',
        schema: { news: ['id', 'title'] },
      },
    ]);
    const [problem, ...others] = migrationProblems(folder, []);
    expect(others).toEqual([]);
    expect(problem).toContain('0001_no_legacy.sql: drop column news.legacy breaks the release still running');
    expect(problem).toContain('ALTER TABLE "news" DROP COLUMN "legacy"');
    expect(problem).toContain('-- contract: news.legacy unused since <migration>');
  });

  it('refuses a rename, of a column or of a table', () => {
    const folder = migrationsFolder([
      first,
      {
        tag: '0001_renames',
        sql:
          'ALTER TABLE "news" RENAME COLUMN "title" TO "headline";--> statement-breakpoint\n' +
          'ALTER TABLE "news" RENAME TO "stories";',
        schema: { stories: ['id', 'headline', 'legacy'] },
      },
    ]);
    const problems = migrationProblems(folder, []);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('0001_renames.sql: rename column news.title');
    expect(problems[0]).toContain('ALTER TABLE "news" RENAME COLUMN "title" TO "headline"');
    expect(problems[1]).toContain('0001_renames.sql: rename table news');
  });

  it('refuses a NOT NULL the running release does not fill: a new column, or set on one it has', () => {
    const folder = migrationsFolder([
      first,
      {
        tag: '0001_required',
        sql:
          'ALTER TABLE "news" ADD COLUMN "slug" text NOT NULL;--> statement-breakpoint\n' +
          'ALTER TABLE "news" ADD COLUMN "summary" text DEFAULT \'\' NOT NULL;--> statement-breakpoint\n' +
          'ALTER TABLE "news" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint\n' +
          'ALTER TABLE "news" ALTER COLUMN "legacy" SET DATA TYPE integer;',
        schema: { news: ['id', 'title', 'legacy', 'slug', 'summary'] },
      },
    ]);
    const problems = migrationProblems(folder, []);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('0001_required.sql: add not null column news.slug');
    expect(problems[0]).toContain('ALTER TABLE "news" ADD COLUMN "slug" text NOT NULL');
    expect(problems[1]).toContain('0001_required.sql: set not null news.title');
    expect(problems[2]).toContain('0001_required.sql: change column type news.legacy');
  });

  it('lets through a contract for what an earlier release stopped reading', () => {
    const folder = migrationsFolder([
      first,
      // Expand: the release stops reading `legacy` (gone from its schema), and no longer needs to write it.
      {
        tag: '0001_stop_reading_legacy',
        sql: 'ALTER TABLE "news" ALTER COLUMN "legacy" DROP NOT NULL;',
        schema: { news: ['id', 'title'] },
      },
      {
        tag: '0002_drop_legacy',
        sql:
          '-- contract: news.legacy unused since 0001_stop_reading_legacy\n' +
          'ALTER TABLE "news" DROP COLUMN "legacy";',
        schema: { news: ['id', 'title'] },
      },
    ]);
    expect(migrationProblems(folder, [])).toEqual([]);
  });

  it('refuses a contract shipped with its own expand, or while a release still reads what it drops', () => {
    const sameMigration = migrationsFolder([
      first,
      {
        tag: '0001_drop_legacy',
        sql: '-- contract: news.legacy unused since 0001_drop_legacy\nALTER TABLE "news" DROP COLUMN "legacy";',
        schema: { news: ['id', 'title'] },
      },
    ]);
    expect(migrationProblems(sameMigration, [])).toEqual([
      expect.stringContaining(
        '0001_drop_legacy.sql: the contract for news.legacy names 0001_drop_legacy, which is not an earlier migration',
      ),
    ]);

    const stillRead = migrationsFolder([
      first,
      { tag: '0001_other', sql: 'CREATE INDEX "news_title" ON "news" ("title");', schema: first.schema },
      {
        tag: '0002_drop_legacy',
        sql: '-- contract: news.legacy unused since 0000_news\nALTER TABLE "news" DROP COLUMN "legacy";',
        schema: { news: ['id', 'title'] },
      },
    ]);
    expect(migrationProblems(stillRead, [])).toEqual([
      expect.stringContaining('the schema of 0000_news still declares it: the release running it reads it'),
    ]);
  });

  it('refuses a SQL file the journal does not list, which the migrator would never run', () => {
    const folder = migrationsFolder([first]);
    writeFileSync(path.join(folder, '0001_by_hand.sql'), 'ALTER TABLE "news" DROP COLUMN "legacy";');
    expect(migrationProblems(folder, [])).toEqual([
      expect.stringContaining(
        "0001_by_hand.sql is not in meta/_journal.json: drizzle's migrator would never run it",
      ),
    ]);
  });

  it('reports a grandfathered entry that no longer matches a statement', () => {
    const folder = migrationsFolder([first]);
    const stale = { migration: '0000_news', kind: 'drop table' as const, target: 'news', why: 'test' };
    expect(migrationProblems(folder, [stale])).toEqual([
      expect.stringContaining('0000_news: grandfathered drop table news no longer matches a statement'),
    ]);
  });
});
