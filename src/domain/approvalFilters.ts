/**
 * The approvals queue's filters (`/aprovacao?status=1&status=2&from&to&model&requester&q&sort&page`): which loans
 * of the viewer's list are shown, in which order, and how the same choice is written in the page's address and in
 * the API's query (the one is the other, so a link or a reload keeps the filters and the CSV export gets exactly
 * what the page shows). The server checks the values with ApprovalsQuery (approvalQueueSchemas.ts); the app reads
 * an address leniently, dropping what it can't use, since a person may have typed it.
 */
import { isLoanStatus, loanStatuses, type LoanStatus } from './loanStatus';
import { can, type Role } from './roles';

/**
 * The statuses a manager view shows, or null for the backoffice view (every status). The administrator gets the
 * manager view only with the admin flag (`?admin=1`), and then both managers' steps. The server keeps every list
 * and export within these; the filter form offers only these.
 */
export function managerStatuses(role: Role, adminFlag: boolean): LoanStatus[] | null {
  if (!can(role, 'approveAsManager', { adminFlag })) return null;
  if (role === 2) return [2];
  if (role === 3) return [3];
  return [2, 3];
}

export const approvalSorts = ['newest', 'oldest', 'start', 'status'] as const;
export type ApprovalSort = (typeof approvalSorts)[number];
export const defaultApprovalSort: ApprovalSort = 'newest';

export const approvalSortLabels: Record<ApprovalSort, string> = {
  newest: 'Mais recentes',
  oldest: 'Mais antigas',
  start: 'Data de início',
  status: 'Status',
};

export interface ApprovalFilters {
  /** Any of these statuses (none: every status of the view). */
  status: LoanStatus[];
  /** Loans whose period overlaps from–to (ISO dates; either may be open). */
  from?: string;
  to?: string;
  /** A model (`cars.id`): the loan's first option or the model of the vehicle it was given. */
  model?: number;
  /** A requester (`users.id`). */
  requester?: number;
  /** A loan number ('CMD-000123', '123') or part of the requester's or the driver's name. */
  q?: string;
  sort: ApprovalSort;
}

export const noApprovalFilters: ApprovalFilters = { status: [], sort: defaultApprovalSort };

export const approvalFilterLimits = {
  /** The search's longest text. */
  qMaxLength: 100,
  /** The CSV's rows at most: a year of a busy newsroom, and a file Excel opens at once. */
  exportMaxRows: 5_000,
} as const;

export const approvalFilterMessages = {
  periodOrder:
    'Parâmetro inválido na consulta: a data inicial do período (from) deve ser anterior ou igual à final (to).',
} as const;

/** The loan id a search names: 'CMD-000123', 'cmd 123', '#123' or '123'; null when it is a name. */
export function loanIdOfSearch(q: string): number | null {
  const match = /^\s*(?:cmd[\s-]*|#)?0*(\d{1,9})\s*$/i.exec(q);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Whether the period is the wrong way round (from after to). */
export const periodReversed = (filters: Pick<ApprovalFilters, 'from' | 'to'>) =>
  !!filters.from && !!filters.to && filters.from > filters.to;

const isoDate = (value: string | null) => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
};
const rowId = (value: string | null) => {
  const n = Number(value);
  return value && /^\d{1,10}$/.test(value) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
};

/** The filters an address asks for (the app's side: what is not a usable value is left out). */
export function filtersOfSearch(params: URLSearchParams): ApprovalFilters {
  const status = [
    ...new Set(
      params
        .getAll('status')
        .map(Number)
        .filter((n): n is LoanStatus => Number.isInteger(n) && isLoanStatus(n)),
    ),
  ].sort((a, b) => a - b);
  const sort = params.get('sort');
  const q = params.get('q')?.trim().slice(0, approvalFilterLimits.qMaxLength);
  return {
    status,
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
    model: rowId(params.get('model')),
    requester: rowId(params.get('requester')),
    q: q || undefined,
    sort: (approvalSorts as readonly string[]).includes(sort ?? '')
      ? (sort as ApprovalSort)
      : defaultApprovalSort,
  };
}

/**
 * The filters as query parameters, in one order, leaving out what is the default: the page's address and the API's
 * query alike (statuses repeat the key: `status=1&status=2`).
 */
export function searchOfFilters(filters: ApprovalFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of filters.status) params.append('status', String(status));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.model) params.set('model', String(filters.model));
  if (filters.requester) params.set('requester', String(filters.requester));
  if (filters.q) params.set('q', filters.q);
  if (filters.sort !== defaultApprovalSort) params.set('sort', filters.sort);
  return params;
}

/** How many filters narrow the list (the sort is not one): the phone's 'Filtros (2)'. */
export const activeFilterCount = (filters: ApprovalFilters) =>
  (filters.status.length ? 1 : 0) +
  (filters.from || filters.to ? 1 : 0) +
  (filters.model ? 1 : 0) +
  (filters.requester ? 1 : 0) +
  (filters.q ? 1 : 0);

/** The status labels the filter offers and the CSV prints (the staff's full labels). */
export const statusFilterLabel = (status: LoanStatus) => loanStatuses[status].label;

/** 'yyyy-mm-dd' -> 'dd/mm/yyyy' (the CSV's dates, as Brazilian spreadsheets read them). */
export const isoToBrazilianDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
};
