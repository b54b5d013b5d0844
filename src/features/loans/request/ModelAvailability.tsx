import { displayTitle } from '../../../domain/format';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetLoanCarOptionsQuery, useGetModelAvailabilityQuery } from '../loanApi';
import { availabilityPeriodOf, type LoanRequestDraft } from './loanRequestDraft';
import { requestTexts } from './requestTexts';

/**
 * Whether a model has a car free for the whole typed period: undefined while the dates are incomplete or wrong, while
 * the answer is on its way, and when the call failed. Nothing is said then: availability only informs, the request
 * goes anyway and the press team decides.
 */
export function useModelAvailability(draft: LoanRequestDraft, today: string) {
  const period = availabilityPeriodOf(draft, today);
  // `currentData`: the answer for these dates alone, never the previous dates' while the new one is on its way.
  const { currentData } = useGetModelAvailabilityQuery(period ?? skipToken);
  return (carId: number): boolean | undefined => {
    const model = currentData?.models.find((item) => item.carId === carId);
    return model && model.free > 0;
  };
}

export const availabilityText = (free: boolean) => (free ? requestTexts.available : requestTexts.unavailable);

export interface ChosenModelsAvailabilityProps {
  draft: LoanRequestDraft;
  today: string;
}

/**
 * Under the dates of step 3: each chosen model with whether a car of it is free in the period, in words (the colour
 * and the mark only repeat them), and, when one is not, that the request may still be sent. A status region, so a
 * screen reader says it when it appears after the dates are typed; it stays empty until there is something to say.
 */
export function ChosenModelsAvailability({ draft, today }: ChosenModelsAvailabilityProps) {
  const freeOf = useModelAvailability(draft, today);
  const { data } = useGetLoanCarOptionsQuery();
  const chosen = (['option1', 'option2'] as const).flatMap((field) => {
    const car = data?.cars.find((item) => item.id === draft[field]);
    const free = freeOf(draft[field]);
    return car && free !== undefined ? [{ field, title: displayTitle(car.title), free }] : [];
  });

  return (
    <div role="status" className="loan-request__availability">
      {chosen.length > 0 && (
        <>
          <p className="loan-request__availability-title">{requestTexts.availabilityTitle}</p>
          <ul className="loan-request__availability-list">
            {chosen.map(({ field, title, free }) => (
              <li
                key={field}
                className={`loan-request__availability-item loan-request__availability-item--${free ? 'free' : 'none'}`}
              >
                <span aria-hidden="true" className="loan-request__availability-mark">
                  {free ? '✓' : '✕'}
                </span>
                <span>
                  {requestTexts[field]}: {title}{' '}
                  <span className="loan-request__availability-state">— {availabilityText(free)}</span>
                </span>
              </li>
            ))}
          </ul>
          {chosen.some(({ free }) => !free) && (
            <p className="loan-request__availability-note">{requestTexts.unavailableNote}</p>
          )}
        </>
      )}
    </div>
  );
}
