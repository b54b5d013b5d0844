/**
 * The rows of a raw query (`db.execute`): PGlite and node-postgres both answer `{ rows }`, but `Db`, the type both
 * drivers share, types the answer unknown. Their columns are the query's own (its `as "name"`), which no schema
 * checks: the caller names the row it wrote the query for.
 */
export function rawRows<Row>(answer: unknown): Row[] {
  if (typeof answer === 'object' && answer !== null && 'rows' in answer && Array.isArray(answer.rows))
    return answer.rows;
  throw new Error('A raw query answered without rows.');
}
