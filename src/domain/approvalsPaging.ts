/**
 * The pages of the approvals list (`GET lendingcontract/approvals?page&limit`), for the server's query schema and
 * the app's pager alike. Apart from loanSchemas.ts so the app reads the numbers without loading TypeBox.
 */
export const approvalsPaging = {
  /** Requests to a page when `limit` is not given, and the app's page. */
  defaultLimit: 20,
  maxLimit: 100,
  /** A bound on `page`, so OFFSET stays a sane number (2 million rows at the largest limit). */
  maxPage: 100_000,
} as const;
