/**
 * Generators of bad input for the write routes ("Bad input"). A route's body is described field by field
 * (`BodyRules`); `badBody` starts from a body the route accepts and spoils it in exactly one way, so every generated
 * body is bad for one known reason: a field of the wrong JSON type, a required field missing, a field the route does
 * not know, a text over its limit, text that can't be stored (NUL, lone surrogates), or a value the field's own
 * rules refuse (dates out of range or not dates, ids that are negative, huge, fractional, or someone else's).
 */
import fc from 'fast-check';

export type JsonKind = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object';

export interface FieldRule {
  /** The JSON types the field accepts ('integer' also excludes fractions). */
  kinds: JsonKind[];
  required: boolean;
  /** The length past which the route must refuse the text (the domain's limit, or the schema's). */
  maxLength?: number;
  /** Free text: NUL and lone surrogates in it must be refused, not stored mangled or failing in SQL. */
  text?: boolean;
  /** Values of the right type that the field's own rules refuse. */
  bad?: fc.Arbitrary<unknown>;
}

export type BodyRules = Record<string, FieldRule>;
type Body = Record<string, unknown>;

/** A value of each JSON type, including those a lax validator would coerce into a valid one ('5' -> 5, 1 -> true). */
const valuesOf: Record<JsonKind, fc.Arbitrary<unknown>> = {
  string: fc.oneof(
    fc.constantFrom('', '1', '0', '-1', '1.5', 'true', 'false', 'null', '[]', '{}', '2026-11-25', ' '),
    fc.string({ maxLength: 12 }),
  ),
  integer: fc.oneof(fc.constantFrom(0, 1, -1, 2, 2_147_483_648), fc.integer()),
  number: fc.oneof(
    fc.constantFrom(0.5, 1.5, -0.25, 1e21, 1e-7),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  ),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.oneof(
    fc.constantFrom([], [1], ['1'], [true], [null], [[]]),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  ),
  object: fc.oneof(
    fc.constantFrom({}, { $gt: 0 }, { value: 1 }, { toString: 'x' }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  ),
};

/** A value of a JSON type the field does not accept. */
export function wrongTypeFor(kinds: JsonKind[]): fc.Arbitrary<unknown> {
  const accepted = new Set<JsonKind>(kinds);
  // An integer field accepts no fraction; a number field accepts integers too.
  if (accepted.has('number')) accepted.add('integer');
  const wrong = (Object.keys(valuesOf) as JsonKind[]).filter((kind) => !accepted.has(kind));
  return fc.oneof(
    ...wrong.map((kind) =>
      kind === 'number' ? valuesOf.number.filter((n) => !Number.isInteger(n)) : valuesOf[kind],
    ),
  );
}

/** Characters that make a long text, one code point each: ASCII, accented, emoji, Arabic, CJK, an RTL mark. */
const longTextUnit = fc.constantFrom('a', 'ã', 'Ç', '😀', 'ب', '中', '\u202e');

/**
 * A text longer than `max`: just past the limit, well past it, or past the server's 1 MB body limit. Never blank,
 * so it can't pass for a missing value.
 */
export function overlongText(max: number): fc.Arbitrary<string> {
  return (
    fc
      .tuple(
        longTextUnit,
        fc.oneof(
          fc.integer({ min: max + 1, max: max + 40 }),
          fc.integer({ min: max * 2 + 1, max: max * 20 + 100 }),
          fc.constant(1_100_000),
        ),
      )
      // Counted in code points, as JSON Schema's maxLength counts: an emoji is one character there, two in `.length`.
      .map(([unit, length]) => unit.repeat(length))
  );
}

/** What no text column can hold faithfully: NUL (PostgreSQL refuses it) and lone surrogates (not Unicode). */
export const unstorableCharacter = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');

/**
 * `text` with an unstorable character put at some place in it. (A form can carry only NUL: the browser, like
 * URLSearchParams, sends a lone surrogate as U+FFFD.)
 */
export function withUnstorableCharacter(
  text: string,
  characters: fc.Arbitrary<string> = unstorableCharacter,
): fc.Arbitrary<string> {
  return fc
    .tuple(characters, fc.nat({ max: text.length }))
    .map(([character, at]) => text.slice(0, at) + character + text.slice(at));
}

/**
 * Unicode that looks right to a person and is not what a strict format wants: right-to-left and zero-width marks,
 * other scripts' digits, full-width digits, an emoji.
 */
export const unicodeLookalike = fc.constantFrom('\u202e', '\u200b', '\u2066', '٣', '۳', '１', '😀', '\ufeff');

/**
 * `text` with a look-alike put into it (for fields with a strict shape: dates, enumerations, sigla). Not a byte-order
 * mark at either end: JavaScript's trim counts U+FEFF as white space, and the server trims what people type, so
 * '\ufeffBrasil' is 'Brasil' there, rightly accepted.
 */
export function withLookalike(text: string): fc.Arbitrary<string> {
  return fc
    .tuple(unicodeLookalike, fc.nat({ max: text.length }))
    .map(([character, at]) => text.slice(0, at) + character + text.slice(at))
    .filter((spoiled) => spoiled.trim() !== text);
}

/** Texts that are not ISO dates at all, or name a day that does not exist. */
export const notADate = fc.oneof(
  fc.constantFrom(
    '',
    'amanhã',
    'null',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-11-31',
    '26-11-25',
    '25/11/2026',
    '2026/11/25',
    '20261125',
    '+002026-11-25',
    '-000001-01-01',
    '275760-09-14',
    '2026-1-5',
    'NaN-NaN-NaN',
  ),
  withLookalike('2026-11-25'),
  fc.string({ maxLength: 12 }).filter((text) => !/^\d{4}-\d{2}-\d{2}/.test(text)),
);

/** An ISO date `days` from `today` (yyyy-mm-dd). */
export const isoDaysFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** Real dates before yesterday: from the day before yesterday back to year 1. */
export const dateBeforeYesterday = (today: string) =>
  fc.oneof(
    fc.integer({ min: 2, max: 4000 }).map((days) => isoDaysFrom(today, -days)),
    fc.constantFrom('0001-01-01', '1900-01-01', '1969-12-31', '1970-01-01'),
  );

/**
 * Ids that name nothing the caller may act on: zero, negative, past PostgreSQL's integer, fractional, unsafe in
 * JavaScript, or `others` (rows that exist but belong to someone else, or are in no state to be acted on).
 */
export function badId(others: number[] = []): fc.Arbitrary<unknown> {
  const arbitraries: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(0, -1, -2_147_483_648, 2_147_483_648, 4_294_967_296, Number.MAX_SAFE_INTEGER, 1e21, 1.5),
    fc.integer({ min: -1_000_000, max: 0 }),
    fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
    fc.double({ min: 0.001, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)),
    fc.integer({ min: 1_000_000, max: 2_147_483_647 }),
  ];
  if (others.length) arbitraries.push(fc.constantFrom(...others));
  return fc.oneof(...arbitraries);
}

/** Names a route does not know, among them the ones an attacker tries first. */
const unknownFieldName = (known: string[]) =>
  fc
    .oneof(
      fc.constantFrom(
        'role',
        'status',
        'isAdmin',
        'admin',
        'requesterId',
        'ownerId',
        'userID',
        'ID',
        '__proto__',
        'constructor',
        '',
        ' ',
        '$where',
        'nome',
        '😀',
      ),
      fc.string({ minLength: 1, maxLength: 16 }),
    )
    .filter((name) => !known.includes(name));

/** `body` with `key` set as its own property, even '__proto__' (which would otherwise set the prototype). */
function withOwn(body: Body, key: string, value: unknown): Body {
  const copy = { ...body };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export type Spoiling =
  | 'wrong type'
  | 'missing field'
  | 'extra field'
  | 'overlong text'
  | 'unstorable text'
  | 'refused value'
  | 'not an object';

export interface BadBody {
  how: Spoiling;
  field: string;
  body: unknown;
}

/** `base` (a body the route accepts) spoiled in one way, and how. */
export function badBody(base: Body, rules: BodyRules): fc.Arbitrary<BadBody> {
  const fields = Object.keys(rules);
  const ways: fc.Arbitrary<BadBody>[] = [];
  for (const field of fields) {
    const rule = rules[field]!;
    const set = (how: Spoiling, value: fc.Arbitrary<unknown>) =>
      value.map((v) => ({ how, field, body: withOwn(base, field, v) }));
    ways.push(set('wrong type', wrongTypeFor(rule.kinds)));
    if (rule.required) {
      const rest = { ...base };
      delete rest[field];
      ways.push(fc.constant({ how: 'missing field' as const, field, body: rest }));
    }
    if (rule.maxLength !== undefined) ways.push(set('overlong text', overlongText(rule.maxLength)));
    if (rule.text) ways.push(set('unstorable text', withUnstorableCharacter(String(base[field] ?? 'texto'))));
    if (rule.bad) ways.push(set('refused value', rule.bad));
  }
  ways.push(
    fc.tuple(unknownFieldName(fields), fc.jsonValue({ maxDepth: 2 })).map(([name, value]) => ({
      how: 'extra field' as const,
      field: name,
      body: withOwn(base, name, value),
    })),
  );
  return fc.oneof(...ways);
}

/** A whole body of the wrong shape: not an object at all, or an object of nothing the route knows. */
export const notAnObjectBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, 0, 1, true, 'texto', [], [{}], {}),
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)),
);

/** `notAnObjectBody` told as a spoiling, to mix with `badBody`. */
export const notAnObject: fc.Arbitrary<BadBody> = notAnObjectBody.map((body) => ({
  how: 'not an object',
  field: '',
  body,
}));
