/** The state of a read as a page shows it: placeholders while idle or pending, a note when it failed. */
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

interface QueryState {
  data?: unknown;
  isUninitialized: boolean;
  isError: boolean;
}

/** A query's result as a request status. Data once received stays shown, even when a later refetch fails. */
export function requestStatusOf(query: QueryState): RequestStatus {
  if (query.data !== undefined) return 'succeeded';
  if (query.isError) return 'failed';
  return query.isUninitialized ? 'idle' : 'pending';
}
