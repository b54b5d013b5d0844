/**
 * Database ids of the rows inserted so far, looked up by the seed's keys. A key that names nothing is a mistake in
 * the content files, so lookups throw instead of leaving a null that would show as a broken picture.
 */
export class Refs {
  private readonly maps = new Map<string, Map<string, number>>();

  set(kind: string, key: string, id: number): void {
    let map = this.maps.get(kind);
    if (!map) {
      map = new Map();
      this.maps.set(kind, map);
    }
    if (map.has(key)) throw new Error(`Seed ${kind} '${key}' is defined twice`);
    map.set(key, id);
  }

  get(kind: string, key: string): number {
    const id = this.maps.get(kind)?.get(key);
    if (id === undefined) throw new Error(`Seed content refers to unknown ${kind} '${key}'`);
    return id;
  }

  /** For optional columns: undefined key, null id. */
  optional(kind: string, key: string | undefined): number | null {
    return key === undefined ? null : this.get(kind, key);
  }

  media = (key: string) => this.get('media', key);
  optionalMedia = (key: string | undefined) => this.optional('media', key);
}

/**
 * Pairs the rows given to an INSERT with the ids it returned. PostgreSQL answers RETURNING in VALUES order; the
 * check on a column that must match turns any surprise into a loud error instead of crossed references.
 */
export function pairReturned<T, R extends { id: number }>(
  inputs: T[],
  returned: R[],
  same: (input: T, row: R) => boolean,
): [T, number][] {
  if (inputs.length !== returned.length) throw new Error('INSERT returned a different number of rows');
  return inputs.map((input, index) => {
    const row = returned[index];
    if (!row || !same(input, row)) throw new Error('INSERT returned rows out of order');
    return [input, row.id];
  });
}
