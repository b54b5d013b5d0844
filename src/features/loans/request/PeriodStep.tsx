import { useState } from 'react';
import { TypedDateInput } from '../../../components/forms/TypedDateInput';
import { FormField } from '../../../components/forms/FormField';
import { dateMask } from '../../../domain/loanDates';
import { loanRequestFieldRules, loanRequestLimits, loanRequestMessages } from '../../../domain/loanRequest';
import { canAcceptTerms, datesProblemsOf, type FieldChecks, type LoanRequestDraft } from './loanRequestDraft';
import { ChosenModelsAvailability } from './ModelAvailability';
import { requestTexts } from './requestTexts';
import { TermsDialog } from './TermsDialog';

export interface PeriodStepProps extends FieldChecks {
  idPrefix: string;
  draft: LoanRequestDraft;
  today: string;
  onChange: (changes: Partial<LoanRequestDraft>) => void;
}

/**
 * Step 3, when and why (spec loan-area sections 2, 4 and 5): the dates typed dd/mm/yyyy, each with its own message
 * under it once typed in full or left (the end judged by its own rules even while the start is wrong); the
 * description with its counter, kept whole past its limit (the message says so at once; too short, once left); the
 * terms, which can be ticked only while the dates hold and the description fits (the draft unticks them when that
 * breaks). Under the dates, once they hold, whether the chosen models have a car free then.
 */
export function PeriodStep({ idPrefix, draft, today, onChange, isChecked, onLeave }: PeriodStepProps) {
  const [termsOpen, setTermsOpen] = useState(false);
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const problems = datesProblemsOf(draft, today);
  // A half-typed date is no mistake yet, until it is left so.
  const shown = (field: 'startDate' | 'endDate') =>
    draft[field].length === dateMask.length || isChecked(field);
  const problemOf = (field: 'startDate' | 'endDate') => (shown(field) ? problems[field] : null);
  const descriptionProblem = loanRequestFieldRules.description(draft.description);
  const overLimit = draft.description.trim().length > loanRequestLimits.descriptionMax;
  const termsEnabled = canAcceptTerms(draft, today);
  const length = draft.description.length;

  const dateField = (field: 'startDate' | 'endDate') => (
    <FormField
      id={idOf(field)}
      label={field === 'startDate' ? requestTexts.startDate : requestTexts.endDate}
      problem={problemOf(field)}
      className="loan-request__date"
    >
      {(control) => (
        <TypedDateInput
          control={control}
          name={field}
          value={draft[field]}
          onChange={(value) => onChange({ [field]: value })}
          onBlur={() => onLeave(field, draft[field])}
        />
      )}
    </FormField>
  );

  const counterId = idOf('description-counter');
  return (
    <div className="loan-request__fields">
      <div className="loan-request__dates">
        {dateField('startDate')}
        {dateField('endDate')}
      </div>
      <ChosenModelsAvailability draft={draft} today={today} />
      <FormField
        id={idOf('description')}
        label={requestTexts.description}
        hint={loanRequestMessages.descriptionHint}
        problem={overLimit || isChecked('description') ? descriptionProblem : null}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
              name="description"
              rows={5}
              placeholder={requestTexts.descriptionHelp}
              value={draft.description}
              onChange={(event) => onChange({ description: event.target.value })}
              onBlur={() => onLeave('description', draft.description)}
            />
            <div
              id={counterId}
              className={overLimit ? 'loan-request__counter text-danger' : 'loan-request__counter'}
            >
              {requestTexts.counter(length, loanRequestLimits.descriptionMax)}
            </div>
          </>
        )}
      </FormField>
      <div className="loan-request__terms">
        <div className="form-check">
          <input
            id={idOf('terms')}
            className="form-check-input"
            type="checkbox"
            name="terms"
            checked={draft.termsAccepted}
            disabled={!termsEnabled}
            onChange={(event) => onChange({ termsAccepted: event.target.checked })}
          />
          <label className="form-check-label" htmlFor={idOf('terms')}>
            {requestTexts.terms}
          </label>
        </div>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setTermsOpen(true)}>
          {requestTexts.termsView}
        </button>
      </div>
      <TermsDialog show={termsOpen} onClose={() => setTermsOpen(false)} />
    </div>
  );
}
