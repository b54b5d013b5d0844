import { displayTitle } from '../../../domain/format';
import { useId, useState, type FormEvent, type KeyboardEventHandler } from 'react';
import { IsoDateInput } from '../../../components/forms/IsoDateInput';
import { periodReversed, statusFilterLabel, type ApprovalFilters } from '../../../domain/approvalFilters';
import type { ApprovalChoicesResponse } from '../../../domain/approvalQueueSchemas';
import { loanDateMessages, wireDateToIso } from '../../../domain/loanDates';
import type { LoanStatus } from '../../../domain/loanStatus';
import { approvalFiltersTexts as t } from './approvalFiltersTexts';

/**
 * The queue's filters (approvalFilters.ts): a search by number or name, model, requester, a period and, where the
 * view holds more than one, statuses. The fields are a draft until 'Filtrar': the page's address holds what is
 * applied (the page remounts this form when the address changes, so back, forward and 'Limpar filtros' show it).
 * On a phone the form folds behind the page's 'Filtros' button (`open`). The period is typed dd/mm/aaaa like every
 * other date of the loan area, whatever the browser's language (a native date field would follow it).
 */
export function ApprovalFiltersForm({
  id,
  filters,
  statuses,
  choices,
  open,
  onKeyDown,
  onApply,
}: {
  id: string;
  filters: ApprovalFilters;
  /** The statuses the view holds, offered as checkboxes when there is a choice. */
  statuses: readonly LoanStatus[];
  choices: ApprovalChoicesResponse | undefined;
  open: boolean;
  /** The page's Escape, which folds the form again on a phone. */
  onKeyDown?: KeyboardEventHandler;
  onApply: (filters: ApprovalFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  const field = useId();
  const set = (change: Partial<ApprovalFilters>) => setDraft((current) => ({ ...current, ...change }));
  const number = (value: string) => (value ? Number(value) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The period's fields hold a date (yyyy-mm-dd), or the text typed while it is not one.
    const dateOf = (value: string | undefined) => (value ? wireDateToIso(value) : undefined);
    const from = dateOf(draft.from);
    const to = dateOf(draft.to);
    if (from === null || to === null) {
      setProblem({ field: from === null ? 'from' : 'to', message: loanDateMessages.notADate });
      return;
    }
    if (periodReversed({ from, to })) {
      setProblem({ field: 'to', message: t.periodReversed });
      return;
    }
    setProblem(null);
    onApply({ ...draft, from, to, q: draft.q?.trim() || undefined });
  };
  /** The props that tie a period field to the problem shown under the form while it is the one marked. */
  const periodControl = (name: 'from' | 'to') => ({
    id: `${field}-${name}`,
    className: 'form-control',
    'aria-invalid': problem?.field === name ? (true as const) : undefined,
    'aria-describedby': problem?.field === name ? `${field}-problem` : undefined,
  });
  const toggleStatus = (status: LoanStatus, checked: boolean) =>
    set({
      status: checked
        ? [...draft.status, status].sort((a, b) => a - b)
        : draft.status.filter((item) => item !== status),
    });

  return (
    <form
      id={id}
      className={open ? 'approval-filters approval-filters--open' : 'approval-filters'}
      role="search"
      aria-label={t.form}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
    >
      <div className="approval-filters__fields">
        <div className="approval-filters__search">
          <label className="form-label" htmlFor={`${field}-q`}>
            {t.search}
          </label>
          <input
            id={`${field}-q`}
            className="form-control"
            type="search"
            maxLength={100}
            value={draft.q ?? ''}
            aria-describedby={`${field}-q-hint`}
            onChange={(event) => set({ q: event.target.value })}
          />
          <small id={`${field}-q-hint`} className="form-text">
            {t.searchHint}
          </small>
        </div>
        <div>
          <label className="form-label" htmlFor={`${field}-model`}>
            {t.model}
          </label>
          <select
            id={`${field}-model`}
            className="form-select"
            value={draft.model ?? ''}
            onChange={(event) => set({ model: number(event.target.value) })}
          >
            <option value="">{t.any}</option>
            {choices?.models.map((model) => (
              <option key={model.id} value={model.id}>
                {displayTitle(model.title)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label" htmlFor={`${field}-requester`}>
            {t.requester}
          </label>
          <select
            id={`${field}-requester`}
            className="form-select"
            value={draft.requester ?? ''}
            onChange={(event) => set({ requester: number(event.target.value) })}
          >
            <option value="">{t.any}</option>
            {choices?.requesters.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label" htmlFor={`${field}-from`}>
            {t.from}
          </label>
          <IsoDateInput
            control={periodControl('from')}
            name="from"
            value={draft.from ?? ''}
            onChange={(from) => set({ from: from || undefined })}
          />
        </div>
        <div>
          <label className="form-label" htmlFor={`${field}-to`}>
            {t.to}
          </label>
          <IsoDateInput
            control={periodControl('to')}
            name="to"
            value={draft.to ?? ''}
            onChange={(to) => set({ to: to || undefined })}
          />
        </div>
      </div>
      {statuses.length > 1 && (
        <fieldset className="approval-filters__statuses">
          <legend className="form-label">{t.status}</legend>
          {statuses.map((status) => (
            <div key={status} className="form-check">
              <input
                id={`${field}-status-${status}`}
                className="form-check-input"
                type="checkbox"
                checked={draft.status.includes(status)}
                onChange={(event) => toggleStatus(status, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${field}-status-${status}`}>
                {statusFilterLabel(status)}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {problem && (
        <p id={`${field}-problem`} className="approval-filters__problem" role="alert">
          {problem.message}
        </p>
      )}
      <div className="approval-filters__actions">
        <button type="submit" className="btn btn-primary">
          {t.apply}
        </button>
      </div>
    </form>
  );
}
