import { displayTitle } from '../../../domain/format';
import { FormField } from '../../../components/forms/FormField';
import { useGetLoanCarOptionsQuery } from '../loanApi';
import { loanRequestMessages } from '../../../domain/loanRequest';
import type { FieldChecks, LoanRequestDraft } from './loanRequestDraft';
import { availabilityText, useModelAvailability } from './ModelAvailability';
import { requestTexts } from './requestTexts';

export interface CarOptionsStepProps extends FieldChecks {
  idPrefix: string;
  draft: LoanRequestDraft;
  today: string;
  onChange: (changes: Partial<LoanRequestDraft>) => void;
}

/**
 * Step 2, the two models the user would like (spec loan-area section 2): the models offered for loans; a model chosen
 * in one select is disabled in the other, so the two always differ. Back here with the dates of step 3 already
 * typed, each choice says under it whether the model has a car free then.
 */
export function CarOptionsStep({
  idPrefix,
  draft,
  today,
  onChange,
  isChecked,
  onLeave,
}: CarOptionsStepProps) {
  const { data, isLoading, isError } = useGetLoanCarOptionsQuery();
  const freeOf = useModelAvailability(draft, today);
  const cars = data?.cars ?? [];
  const availabilityHint = (field: 'option1' | 'option2') => {
    const free = freeOf(draft[field]);
    return free === undefined ? {} : { hint: availabilityText(free) };
  };

  if (isLoading) return <p role="status">{requestTexts.loading}</p>;
  if (isError) return <p role="alert">{requestTexts.carsFailed}</p>;

  const select = (field: 'option1' | 'option2', other: 'option1' | 'option2') => (
    <FormField
      id={`${idPrefix}-${field}`}
      label={field === 'option1' ? requestTexts.option1 : requestTexts.option2}
      kind="select"
      problem={isChecked(field) && !draft[field] ? loanRequestMessages.optionsRequired : null}
      {...availabilityHint(field)}
    >
      {(control) => (
        <select
          {...control}
          name={field}
          value={draft[field] || ''}
          onChange={(event) => onChange({ [field]: Number(event.target.value) || 0 })}
          onBlur={(event) => onLeave(field, event.currentTarget.value)}
        >
          <option value="">{requestTexts.chooseModel}</option>
          {cars.map((car) => (
            <option key={car.id} value={car.id} disabled={car.id === draft[other]}>
              {displayTitle(car.title)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <div className="loan-request__fields loan-request__options">
      {select('option1', 'option2')}
      {select('option2', 'option1')}
    </div>
  );
}
