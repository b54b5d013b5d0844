/**
 * Refuses a migration that would break the release still running while the new one rolls out. A rolling upgrade
 * migrates the database first, then restarts the API processes one by one: for a while the previous release's code
 * reads and writes the new schema. So a migration may only add (expand): dropping, renaming or narrowing what the
 * previous release reads waits for a later release (contract), once no running code reads it (docs/upgrades.md).
 *
 * The SQL is read statement by statement with a small tokenizer (comments, quoted strings and identifiers, dollar
 * quotes) rather than a full PostgreSQL parser: drizzle-kit writes a narrow, regular dialect (one action per
 * `ALTER TABLE`, quoted names) and the project's hand-written migrations stick to it; the parsers that read all of
 * PostgreSQL (libpg-query) are a native/WASM build this check would be the only user of. What the scan does not
 * read: dynamic SQL built as a string inside a `DO` block or a function body.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What a statement does that the running release could trip on. */
export type BreakingKind =
  | 'drop table'
  | 'drop column'
  | 'rename table'
  | 'rename column'
  | 'change column type'
  | 'set not null'
  | 'drop default'
  | 'add not null column'
  | 'drop type'
  | 'change type values'
  | 'drop function'
  | 'drop constraint';

export interface Breaking {
  kind: BreakingKind;
  /** `table`, `table.column`, `table.constraint`, a type's or a function's name: what a contract comment names. */
  target: string;
  /** The statement, on one line. */
  statement: string;
}

/** A migration already shipped that breaks the rule, from before the rule: it ran long ago, nothing reads it now. */
export interface Grandfathered {
  migration: string;
  kind: BreakingKind;
  target: string;
  why: string;
}

export const grandfathered: readonly Grandfathered[] = [
  {
    migration: '0025_sign_in_issuer_usage_limits',
    kind: 'drop constraint',
    target: 'users.users_subject_unique',
    why:
      'sign-in accounts became unique per issuer and subject (the unique index users_issuer_subject, same ' +
      'migration); shipped before rolling upgrades, when every process stopped for a migration',
  },
];

/** `-- contract: <target> unused since <migration tag>`: the one way to ship a breaking statement. */
const contractComment = /^\s*--\s*contract:\s*(\S+)\s+unused since\s+(\S+)\s*$/gim;

interface Contract {
  target: string;
  since: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the SQL

/**
 * The statements of a migration, comments dropped, strings' and dollar-quoted bodies' text kept (so a function's
 * body stays one statement), each collapsed onto one line.
 */
export function sqlStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) statements.push(text);
    current = '';
  };
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
      current += ' ';
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
      current += ' ';
    } else if (sql[i] === "'" || sql[i] === '"') {
      const quote = sql[i]!;
      let j = i + 1;
      for (;;) {
        const k = sql.indexOf(quote, j);
        if (k === -1) {
          j = sql.length;
          break;
        }
        if (sql[k + 1] === quote) j = k + 2;
        else {
          j = k + 1;
          break;
        }
      }
      current += sql.slice(i, j);
      i = j;
    } else if (/^\$[A-Za-z_]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)![0];
      const end = sql.indexOf(tag, i + tag.length);
      const j = end === -1 ? sql.length : end + tag.length;
      current += sql.slice(i, j);
      i = j;
    } else if (sql[i] === ';') {
      flush();
      i += 1;
    } else {
      current += sql[i];
      i += 1;
    }
  }
  flush();
  return statements;
}

const ident = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const qualified = String.raw`${ident}(?:\s*\.\s*${ident})?`;
/** `ALTER TABLE x <actions>`: the table and its actions. */
const alterTable = new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?(${qualified}) (.*)$`, 'i');

/** A name as PostgreSQL resolves it: unquoted folds to lower case; the default schema left out. */
function nameOf(text: string): string {
  const parts = text
    .split(/\s*\.\s*(?=(?:"|[A-Za-z_]))/)
    .map((part) => (part.startsWith('"') ? part.slice(1, -1).replace(/""/g, '"') : part.toLowerCase()));
  return parts.length === 2 && parts[0] === 'public' ? parts[1]! : parts.join('.');
}

/** Splits on commas outside parentheses and quotes: `ALTER TABLE t DROP a, ADD b` has two actions. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** Removes quoted strings' text, so a keyword inside a literal ('… NOT NULL …') is not read as one. */
function withoutLiterals(text: string): string {
  return text.replace(/'(?:[^']|'')*'/g, "''");
}

// ---------------------------------------------------------------------------------------------------------------
// Classifying

/** The statements of one migration that the running release could trip on. */
export function breakingStatements(sql: string): Breaking[] {
  const statements = sqlStatements(sql);
  const found: Breaking[] = [];
  const createdTables = new Set<string>();
  const addedColumns = new Set<string>();
  const defaults = new Set<string>();
  const createdFunctions = new Set<string>();
  const addedConstraints = new Set<string>();

  // What the migration itself creates: a new table's columns and constraints are read by no running code yet.
  for (const statement of statements) {
    const plain = withoutLiterals(statement);
    const created = new RegExp(String.raw`^CREATE TABLE (?:IF NOT EXISTS )?(${qualified})`, 'i').exec(plain);
    if (created) createdTables.add(nameOf(created[1]!));
    const fn = new RegExp(String.raw`^CREATE (?:OR REPLACE )?FUNCTION (${qualified})`, 'i').exec(plain);
    if (fn) createdFunctions.add(nameOf(fn[1]!));
    const altered = alterTable.exec(plain);
    if (!altered) continue;
    const table = nameOf(altered[1]!);
    for (const action of topLevelParts(altered[2]!)) {
      const add = new RegExp(String.raw`^ADD (?:COLUMN )?(?:IF NOT EXISTS )?(${ident})`, 'i').exec(action);
      if (add && !/^ADD CONSTRAINT /i.test(action)) addedColumns.add(`${table}.${nameOf(add[1]!)}`);
      const constraint = new RegExp(String.raw`^ADD CONSTRAINT (${ident})`, 'i').exec(action);
      if (constraint) addedConstraints.add(`${table}.${nameOf(constraint[1]!)}`);
      const setDefault = new RegExp(String.raw`^ALTER (?:COLUMN )?(${ident}) SET DEFAULT `, 'i').exec(action);
      if (setDefault) defaults.add(`${table}.${nameOf(setDefault[1]!)}`);
    }
  }

  for (const statement of statements) {
    const plain = withoutLiterals(statement);
    const report = (kind: BreakingKind, target: string) => found.push({ kind, target, statement });

    const dropped =
      /^DROP (TABLE|VIEW|MATERIALIZED VIEW|TYPE|DOMAIN|FUNCTION|SCHEMA|SEQUENCE) (?:IF EXISTS )?(.*)$/i.exec(
        plain,
      );
    if (dropped) {
      const what = dropped[1]!.toUpperCase();
      const names = topLevelParts(dropped[2]!.replace(/\s+(CASCADE|RESTRICT)$/i, '')).map((part) =>
        nameOf(part.replace(/\s*\(.*$/, '').trim()),
      );
      for (const name of names) {
        if (what === 'FUNCTION') {
          if (!createdFunctions.has(name)) report('drop function', name);
        } else if (what === 'TYPE' || what === 'DOMAIN') report('drop type', name);
        else if (what === 'TABLE' || what.endsWith('VIEW')) report('drop table', name);
        else report('drop table', name);
      }
      continue;
    }

    const alteredType = new RegExp(
      String.raw`^ALTER TYPE (${qualified}) (RENAME TO|RENAME VALUE|DROP VALUE)`,
      'i',
    ).exec(plain);
    if (alteredType) {
      const renamed = alteredType[2]!.toUpperCase() === 'RENAME TO';
      report(renamed ? 'drop type' : 'change type values', nameOf(alteredType[1]!));
      continue;
    }

    const renamedView = new RegExp(
      String.raw`^ALTER (?:MATERIALIZED )?VIEW (?:IF EXISTS )?(${qualified}) RENAME`,
      'i',
    ).exec(plain);
    if (renamedView) {
      report('rename table', nameOf(renamedView[1]!));
      continue;
    }

    const altered = alterTable.exec(plain);
    if (!altered) continue;
    const table = nameOf(altered[1]!);
    const isNew = createdTables.has(table);
    for (const action of topLevelParts(altered[2]!)) {
      let match: RegExpExecArray | null;
      if (/^RENAME TO /i.test(action)) {
        report('rename table', table);
      } else if ((match = new RegExp(String.raw`^RENAME (?:COLUMN )?(${ident}) TO `, 'i').exec(action))) {
        if (!/^RENAME CONSTRAINT /i.test(action)) report('rename column', `${table}.${nameOf(match[1]!)}`);
      } else if (
        (match = new RegExp(String.raw`^DROP CONSTRAINT (?:IF EXISTS )?(${ident})`, 'i').exec(action))
      ) {
        const target = `${table}.${nameOf(match[1]!)}`;
        // Dropped and added back under its name in the same migration (one transaction): a replacement.
        if (!addedConstraints.has(target)) report('drop constraint', target);
      } else if (
        (match = new RegExp(String.raw`^DROP (?:COLUMN )?(?:IF EXISTS )?(${ident})`, 'i').exec(action))
      ) {
        report('drop column', `${table}.${nameOf(match[1]!)}`);
      } else if (
        (match = new RegExp(String.raw`^ALTER (?:COLUMN )?(${ident}) (?:SET DATA )?TYPE `, 'i').exec(action))
      ) {
        if (!isNew) report('change column type', `${table}.${nameOf(match[1]!)}`);
      } else if (
        (match = new RegExp(String.raw`^ALTER (?:COLUMN )?(${ident}) SET NOT NULL`, 'i').exec(action))
      ) {
        const column = `${table}.${nameOf(match[1]!)}`;
        // The previous release inserts without this column: only a default keeps those inserts working.
        if (!isNew && !addedColumns.has(column) && !defaults.has(column)) report('set not null', column);
      } else if (
        (match = new RegExp(String.raw`^ALTER (?:COLUMN )?(${ident}) DROP DEFAULT`, 'i').exec(action))
      ) {
        if (!isNew && !addedColumns.has(`${table}.${nameOf(match[1]!)}`))
          report('drop default', `${table}.${nameOf(match[1]!)}`);
      } else if (
        !/^ADD CONSTRAINT /i.test(action) &&
        (match = new RegExp(String.raw`^ADD (?:COLUMN )?(?:IF NOT EXISTS )?(${ident}) (.*)$`, 'i').exec(
          action,
        ))
      ) {
        const definition = match[2]!;
        const required = /\bNOT NULL\b/i.test(definition) || /\bPRIMARY KEY\b/i.test(definition);
        const filled = /\bDEFAULT\b|\bGENERATED\b|\b(?:SMALL|BIG)?SERIAL\d?\b/i.test(definition);
        if (!isNew && required && !filled) report('add not null column', `${table}.${nameOf(match[1]!)}`);
      }
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// A migrations folder

interface JournalEntry {
  idx: number;
  tag: string;
}

interface Snapshot {
  tables?: Record<string, { name: string; schema?: string; columns?: Record<string, unknown> }>;
}

function readSnapshot(folder: string, entry: JournalEntry): Snapshot | null {
  const file = path.join(folder, 'meta', `${entry.tag.slice(0, 4)}_snapshot.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Snapshot) : null;
}

/** Whether the Drizzle schema a migration was generated from (so the code of its release) declares `target`. */
function snapshotDeclares(snapshot: Snapshot, target: string): boolean {
  const [table, column] = target.split('.');
  const found = Object.values(snapshot.tables ?? {}).find(
    (t) => t.name === table && ['', 'public'].includes(t.schema ?? ''),
  );
  if (!found) return false;
  return column === undefined || Object.prototype.hasOwnProperty.call(found.columns ?? {}, column);
}

/** Kinds whose target is a table or a column that a release's Drizzle schema would declare while it reads it. */
const declaredKinds: ReadonlySet<BreakingKind> = new Set([
  'drop table',
  'drop column',
  'rename table',
  'rename column',
]);

/**
 * Problems of every migration in `folder` (drizzle-kit's: the SQL files and meta/_journal.json), one message per
 * problem naming the file and the statement. Empty when each migration only expands, or contracts what an earlier
 * release already stopped reading.
 */
export function migrationProblems(
  folder: string,
  exceptions: readonly Grandfathered[] = grandfathered,
): string[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  const problems: string[] = [];
  const used = new Set<Grandfathered>();

  for (const [position, entry] of entries.entries()) {
    const file = `${entry.tag}.sql`;
    const sql = readFileSync(path.join(folder, file), 'utf8');
    const contracts: Contract[] = [...sql.matchAll(contractComment)].map((m) => ({
      target: m[1]!.replace(/"/g, ''),
      since: m[2]!,
    }));

    const breakings = breakingStatements(sql);
    for (const contract of contracts) {
      const sincePosition = entries.findIndex((e) => e.tag === contract.since);
      if (sincePosition === -1 || sincePosition >= position) {
        problems.push(
          `${file}: the contract for ${contract.target} names ${contract.since}, which is not an earlier ` +
            'migration: the release that stopped reading it must have shipped before this one drops it.',
        );
        continue;
      }
      const contracted = breakings.filter((b) => b.target === contract.target);
      if (!contracted.length) {
        problems.push(
          `${file}: the contract names ${contract.target}, which no statement here drops or changes.`,
        );
        continue;
      }
      if (!contracted.some((b) => declaredKinds.has(b.kind))) continue;
      for (const between of entries.slice(sincePosition, position)) {
        const snapshot = readSnapshot(folder, between);
        if (!snapshot) {
          problems.push(
            `${file}: no schema snapshot for ${between.tag} to show ${contract.target} unused there.`,
          );
          break;
        }
        if (snapshotDeclares(snapshot, contract.target)) {
          problems.push(
            `${file}: the contract says ${contract.target} is unused since ${contract.since}, but the schema of ` +
              `${between.tag} still declares it: the release running it reads it.`,
          );
          break;
        }
      }
    }

    for (const breaking of breakings) {
      const exception = exceptions.find(
        (e) => e.migration === entry.tag && e.kind === breaking.kind && e.target === breaking.target,
      );
      if (exception) {
        used.add(exception);
        continue;
      }
      // The contract's own claims were checked above.
      if (contracts.some((c) => c.target === breaking.target)) continue;
      problems.push(
        `${file}: ${breaking.kind} ${breaking.target} breaks the release still running during a rolling upgrade ` +
          `— ${breaking.statement}\n  Expand first; drop it in a later release with ` +
          `"-- contract: ${breaking.target} unused since <migration>" (docs/upgrades.md).`,
      );
    }
  }
  // A file the journal does not list is never run by drizzle's migrator, and so never checked here either.
  const listed = new Set(entries.map((entry) => `${entry.tag}.sql`));
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.sql') && !listed.has(name))
    .sort())
    problems.push(
      `${file} is not in meta/_journal.json: drizzle's migrator would never run it. Make migrations with ` +
        '`npx drizzle-kit generate` (`--custom --name …` for SQL of your own) (docs/upgrades.md).',
    );
  for (const exception of exceptions) {
    if (!used.has(exception))
      problems.push(
        `${exception.migration}: grandfathered ${exception.kind} ${exception.target} no longer matches a statement: ` +
          'remove it from the list.',
      );
  }
  return problems;
}
